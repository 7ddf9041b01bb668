import { badge, box, FLOOR_Y, lamp, louvers, pad, palette, scene, shadow, wheel } from './svg';

// Permanently installed units: enclosures on concrete pads, home batteries on a wall and trailer-mounted
// plants. `variant` 0 is the smaller model of a pair, 1 the larger one.

/** A sheet-metal enclosure with louvred doors, the brand stripe and a roof. */
function enclosure(x: number, w: number, h: number, colour: string): string {
  const y = FLOOR_Y - 14 - h;
  return [
    box(x, y, w, h, colour, 10),
    `<rect x="${x + w - 70}" y="${y}" width="70" height="${h}" rx="10" fill="url(#sideShade)"/>`,
    `<rect x="${x - 8}" y="${y - 14}" width="${w + 16}" height="22" rx="8" fill="${palette.steel}"/>`,
    `<rect x="${x}" y="${y + 20}" width="${w}" height="8" fill="${palette.amber}"/>`,
    louvers(x + 26, y + 48, w * 0.38, h - 80, Math.round(h / 22)),
    louvers(x + w * 0.55, y + 48, w * 0.38, h - 80, Math.round(h / 22)),
    `<rect x="${x + w / 2 - 2}" y="${y + 36}" width="4" height="${h - 48}" fill="#00000030"/>`,
    `<rect x="${x + w / 2 - 26}" y="${y + h / 2}" width="12" height="34" rx="3" fill="${palette.charcoal}"/>`,
    `<rect x="${x + w / 2 + 14}" y="${y + h / 2}" width="12" height="34" rx="3" fill="${palette.charcoal}"/>`,
    badge(x + 26, y + h - 52, 30),
  ].join('\n');
}

export function standbyEnclosure(kind: 'diesel' | 'gasoline' | 'propane', variant: number): string {
  const big = variant === 1;
  const parts: string[] = [];
  if (kind === 'diesel') {
    const w = big ? 480 : 400;
    const x = 320 - w / 2;
    const h = big ? 220 : 190;
    parts.push(shadow(320, w * 0.58), pad(x - 20, w + 40));
    // Sub-base fuel tank under the enclosure.
    parts.push(box(x - 6, FLOOR_Y - 64, w + 12, 50, palette.charcoal, 6));
    parts.push(
      `<g transform="translate(0 -50)">${enclosure(x, w, h, '#d7dce3')}</g>`,
      `<rect x="${x + w - 90}" y="${FLOOR_Y - 64 - h - 90}" width="26" height="80" rx="4" fill="${palette.graphite}"/>`,
      `<rect x="${x + w - 96}" y="${FLOOR_Y - 64 - h - 96}" width="38" height="12" rx="3" fill="${palette.charcoal}"/>`,
    );
    return scene(parts.join('\n'));
  }
  const w = big ? 330 : 290;
  const h = big ? 210 : 180;
  const x = kind === 'propane' ? 610 - w : 320 - w / 2;
  if (kind === 'propane') {
    // The propane tank sits behind and beside the generator.
    parts.push(
      shadow(150, 140, FLOOR_Y - 6),
      box(30, FLOOR_Y - 130, 230, 104, palette.white, 52),
      `<rect x="120" y="${FLOOR_Y - 150}" width="50" height="26" rx="8" fill="${palette.silver}"/>`,
      `<rect x="80" y="${FLOOR_Y - 28}" width="14" height="28" fill="${palette.steel}"/>`,
      `<rect x="200" y="${FLOOR_Y - 28}" width="14" height="28" fill="${palette.steel}"/>`,
      `<path d="M170 ${FLOOR_Y - 138} C 230 ${FLOOR_Y - 160}, 250 ${FLOOR_Y - 60}, ${x + 20} ${FLOOR_Y - 60}" fill="none" stroke="${palette.amberDark}" stroke-width="6"/>`,
    );
  }
  parts.push(shadow(x + w / 2, w * 0.6), pad(x - 16, w + 32), enclosure(x, w, h, '#e3e7ec'));
  if (kind === 'gasoline') {
    parts.push(
      `<circle cx="${x + w - 34}" cy="${FLOOR_Y - h + 70}" r="14" fill="${palette.charcoal}"/><circle cx="${x + w - 34}" cy="${FLOOR_Y - h + 70}" r="8" fill="${palette.amber}"/>`,
    );
  }
  return scene(parts.join('\n'));
}

/** Home battery modules on a house wall, stacked for the larger model. */
export function homeBattery(variant: number): string {
  const modules = variant === 1 ? 2 : 1;
  const w = 200;
  const h = modules === 2 ? 150 : 230;
  const x = 320 - w / 2;
  const siding = Array.from(
    { length: 12 },
    (_, i) => `<rect x="0" y="${i * 34}" width="640" height="32" fill="${i % 2 ? '#e7ebf0' : '#edf1f5'}"/>`,
  ).join('');
  const parts = [
    `<g>${siding}</g>`,
    `<rect y="${FLOOR_Y - 8}" width="640" height="90" fill="${palette.concrete}"/>`,
    shadow(320, 140, FLOOR_Y - 4),
  ];
  for (let i = 0; i < modules; i++) {
    const y = (modules === 2 ? 60 : 110) + i * (h + 16);
    parts.push(
      box(x, y, w, h, palette.white, 18, '#cbd5e1'),
      `<rect x="${x + w / 2 - 40}" y="${y + 30}" width="80" height="6" rx="3" fill="${palette.amber}"/>`,
      badge(x + w / 2 - 16, y + h - 56, 32),
      lamp(x + w - 28, y + 28, palette.green, 5),
    );
  }
  parts.push(
    `<rect x="${x + 40}" y="${FLOOR_Y - 20}" width="${w - 80}" height="12" fill="${palette.graphite}"/>`,
    `<rect x="${x + w + 40}" y="150" width="90" height="120" rx="8" fill="#d1d5db" stroke="#9ca3af" stroke-width="2"/>`,
    `<path d="M${x + w} 200 H ${x + w + 40}" stroke="${palette.graphite}" stroke-width="8"/>`,
  );
  return scene(parts.join('\n'));
}

/** A towable diesel plant on a trailer. */
export function trailerPlant(variant: number): string {
  const big = variant === 1;
  const w = big ? 460 : 380;
  const x = 340 - w / 2;
  const h = big ? 200 : 170;
  const y = FLOOR_Y - 70 - h;
  const parts = [
    shadow(330, w * 0.62),
    `<path d="M${x} ${FLOOR_Y - 60} L ${x - 80} ${FLOOR_Y - 40}" stroke="${palette.charcoal}" stroke-width="12" stroke-linecap="round"/>`,
    `<circle cx="${x - 84}" cy="${FLOOR_Y - 38}" r="10" fill="${palette.steel}"/>`,
    `<rect x="${x - 40}" y="${FLOOR_Y - 50}" width="10" height="50" fill="${palette.steel}"/>`,
    `<rect x="${x - 8}" y="${FLOOR_Y - 72}" width="${w + 16}" height="24" rx="6" fill="${palette.charcoal}"/>`,
    box(x, y, w, h, '#d7dce3', 12),
    `<rect x="${x}" y="${y + 18}" width="${w}" height="8" fill="${palette.amber}"/>`,
    louvers(x + 24, y + 44, w * 0.3, h - 70, 7),
    louvers(x + w * 0.64, y + 44, w * 0.3, h - 70, 7),
    box(x + w * 0.38, y + 50, w * 0.22, 70, palette.panel, 6),
    lamp(x + w * 0.43, y + 85, palette.green),
    lamp(x + w * 0.52, y + 85, palette.amberLight),
    badge(x + w * 0.46, y + h - 46, 30),
    `<rect x="${x + w - 70}" y="${y - 40}" width="22" height="44" rx="4" fill="${palette.graphite}"/>`,
    wheel(x + w * 0.42, FLOOR_Y - 34, 36),
  ];
  if (big) parts.push(wheel(x + w * 0.62, FLOOR_Y - 34, 36));
  return scene(parts.join('\n'));
}
