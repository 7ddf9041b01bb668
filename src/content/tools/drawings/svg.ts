// Small SVG building blocks shared by the product drawings. Every drawing is a 640 x 480 scene with the
// same backdrop and lighting, so the catalogue reads as one set of product shots.

export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 480;
/** Where objects stand. */
export const FLOOR_Y = 400;

export const palette = {
  amber: '#f59f00',
  amberDark: '#b87400',
  amberLight: '#ffc328',
  charcoal: '#1f2937',
  graphite: '#374151',
  steel: '#6b7280',
  silver: '#cbd5e1',
  panel: '#e5e7eb',
  white: '#f8fafc',
  outlet: '#111827',
  green: '#22c55e',
  red: '#ef4444',
  screen: '#0ea5e9',
  concrete: '#a8b0bb',
} as const;

/** Wraps drawing elements in the shared scene: soft studio backdrop and a floor. */
export function scene(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
      <stop offset="0" stop-color="#f8fafc"/>
      <stop offset="1" stop-color="#cfd8e3"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c3ccd8"/>
      <stop offset="1" stop-color="#dde3ea"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.12"/>
    </linearGradient>
    <linearGradient id="sideShade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
  </defs>
  <rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#backdrop)"/>
  <rect y="${FLOOR_Y - 10}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - FLOOR_Y + 10}" fill="url(#floor)"/>
  ${body}
</svg>`;
}

/** A soft contact shadow under an object. */
export function shadow(cx: number, rx: number, y = FLOOR_Y): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${Math.max(8, rx * 0.07)}" fill="#0f172a" opacity="0.22"/>`;
}

/** A box with rounded corners, a fill, the shared sheen and an optional outline. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  radius = 8,
  stroke = '',
): string {
  const outline = stroke ? ` stroke="${stroke}" stroke-width="3"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"${outline}/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="url(#sheen)"/>`;
}

export function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.outlet}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${palette.steel}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${palette.silver}"/>`;
}

/** Horizontal ventilation slots. */
export function louvers(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  colour = '#00000040',
): string {
  const gap = h / count;
  return Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${(y + i * gap + gap * 0.25).toFixed(1)}" width="${w}" height="${(gap * 0.45).toFixed(1)}" rx="2" fill="${colour}"/>`,
  ).join('');
}

/** A duplex socket as seen on generator panels. */
export function outlet(cx: number, cy: number, size = 26): string {
  const s = size;
  return `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="${s * 0.25}" fill="${palette.outlet}"/>
  <rect x="${cx - s * 0.22}" y="${cy - s * 0.22}" width="${s * 0.1}" height="${s * 0.26}" fill="${palette.silver}"/>
  <rect x="${cx + s * 0.12}" y="${cy - s * 0.22}" width="${s * 0.1}" height="${s * 0.26}" fill="${palette.silver}"/>
  <circle cx="${cx}" cy="${cy + s * 0.2}" r="${s * 0.07}" fill="${palette.silver}"/>`;
}

/** Small round indicator lamp. */
export function lamp(cx: number, cy: number, colour: string, r = 6): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r + 2}" fill="${palette.graphite}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

/** The manufacturer's badge: an amber bolt on a dark plate (no lettering, so no font is needed). */
export function badge(x: number, y: number, size = 28): string {
  const s = size / 28;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect width="28" height="28" rx="6" fill="${palette.charcoal}"/>
    <path d="M16 4 7 16h6l-2 8 10-13h-6z" fill="${palette.amber}"/>
  </g>`;
}

/** A concrete pad for installed equipment. */
export function pad(x: number, w: number): string {
  return `<rect x="${x}" y="${FLOOR_Y - 14}" width="${w}" height="20" rx="3" fill="${palette.concrete}"/>
  <rect x="${x}" y="${FLOOR_Y - 14}" width="${w}" height="5" rx="2" fill="#ffffff" opacity="0.35"/>`;
}
