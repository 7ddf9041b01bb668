import { badge, box, FLOOR_Y, lamp, louvers, outlet, palette, scene, shadow, wheel } from './svg';

// Portable units: open-frame engine generators (gasoline, diesel, propane), battery power stations and
// worksite generators. `variant` 0 is the smaller model of a pair, 1 the larger one.

export type FrameFuel = 'gasoline' | 'diesel' | 'propane';

function propaneCylinder(x: number, height: number): string {
  const top = FLOOR_Y - height;
  return `${box(x, top + 26, 78, height - 26, palette.white, 30)}
  <rect x="${x + 18}" y="${top}" width="42" height="34" rx="8" fill="none" stroke="${palette.silver}" stroke-width="8"/>
  <rect x="${x + 33}" y="${top + 6}" width="12" height="20" fill="${palette.steel}"/>
  <rect x="${x}" y="${top + height * 0.55}" width="78" height="6" fill="${palette.silver}"/>
  <path d="M${x + 39} ${top + 14} C ${x - 20} ${top + 10}, ${x - 40} ${FLOOR_Y - 90}, ${x - 62} ${FLOOR_Y - 120}" fill="none" stroke="${palette.charcoal}" stroke-width="6"/>`;
}

/** An open tubular frame with tank, engine, alternator and control panel. */
export function openFrame(fuel: FrameFuel, variant: number): string {
  const big = variant === 1;
  const width = big ? 360 : 300;
  const left = fuel === 'propane' ? 120 : 320 - width / 2;
  const right = left + width;
  const top = big ? 150 : 180;
  const bottom = FLOOR_Y - (big ? 34 : 12);
  const tankColour = fuel === 'diesel' ? palette.charcoal : palette.amber;
  const engineColour = fuel === 'diesel' ? '#4b5563' : palette.graphite;
  const mid = left + width * 0.52;
  const parts = [
    shadow((left + right) / 2 + (fuel === 'propane' ? 40 : 0), width * 0.62),
    // Frame back rails.
    `<rect x="${left + 12}" y="${top + 8}" width="${width - 24}" height="${bottom - top - 8}" rx="22" fill="none" stroke="#4b5563" stroke-width="10"/>`,
    // Engine with cooling fins and a recoil starter.
    box(left + 30, top + 96, width * 0.42, bottom - top - 112, engineColour, 12),
    louvers(left + 44, top + 108, width * 0.42 - 28, bottom - top - 150, 6, '#ffffff22'),
    `<circle cx="${left + 30 + width * 0.21}" cy="${bottom - 40}" r="${big ? 26 : 22}" fill="${palette.charcoal}"/>
     <circle cx="${left + 30 + width * 0.21}" cy="${bottom - 40}" r="${big ? 10 : 8}" fill="${palette.silver}"/>`,
    // Alternator and control panel.
    box(mid, top + 100, width * 0.4, bottom - top - 116, palette.charcoal, 14),
    box(mid + 14, top + 116, width * 0.4 - 28, 74, palette.panel, 6),
    outlet(mid + 40, top + 152),
    outlet(mid + 78, top + 152),
    big ? outlet(mid + 116, top + 152, 30) : lamp(mid + 112, top + 152, palette.green),
    `<rect x="${mid + 22}" y="${top + 124}" width="22" height="8" rx="2" fill="${palette.red}"/>`,
    // Fuel tank across the top, with a cap and a gauge.
    box(left + 36, top - 4, width - 72, 86, tankColour, 26),
    `<rect x="${left + 60}" y="${top + 56}" width="${width - 120}" height="10" rx="5" fill="${fuel === 'diesel' ? palette.amber : palette.amberDark}"/>`,
    `<circle cx="${left + width * 0.3}" cy="${top + 6}" r="14" fill="${palette.charcoal}"/><circle cx="${left + width * 0.3}" cy="${top + 6}" r="8" fill="${palette.steel}"/>`,
    `<circle cx="${left + width * 0.62}" cy="${top + 26}" r="12" fill="${palette.white}" stroke="${palette.charcoal}" stroke-width="3"/>`,
    badge(left + width - 86, top + 16, 26),
    // Front frame rails over the parts, and the lifting handle.
    `<rect x="${left}" y="${top + 20}" width="${width}" height="${bottom - top - 20}" rx="26" fill="none" stroke="${palette.charcoal}" stroke-width="14"/>`,
    `<rect x="${left + 4}" y="${bottom - 8}" width="${width - 8}" height="14" rx="7" fill="${palette.charcoal}"/>`,
    // Muffler.
    `<rect x="${right - 26}" y="${top + 30}" width="22" height="60" rx="6" fill="${palette.silver}"/>`,
  ];
  if (big) {
    parts.push(
      wheel(left + 58, FLOOR_Y - 30, 32),
      `<rect x="${right - 40}" y="${bottom}" width="14" height="${FLOOR_Y - bottom}" fill="${palette.charcoal}"/>`,
      `<path d="M${right - 4} ${top + 40} h 48 v 24 h -48" fill="none" stroke="${palette.charcoal}" stroke-width="10" stroke-linejoin="round"/>`,
    );
  }
  if (fuel === 'propane') parts.push(propaneCylinder(right + 70, big ? 200 : 170));
  return scene(parts.join('\n'));
}

/** A battery power station: handle, screen, sockets; the larger one on wheels. */
export function powerStation(variant: number): string {
  const big = variant === 1;
  const w = big ? 300 : 320;
  const h = big ? 250 : 190;
  const x = 320 - w / 2;
  const y = FLOOR_Y - h - (big ? 30 : 6);
  const parts = [
    shadow(320, w * 0.6),
    `<rect x="${x + 40}" y="${y - 46}" width="${w - 80}" height="58" rx="22" fill="none" stroke="${palette.charcoal}" stroke-width="16"/>`,
    box(x, y, w, h, palette.graphite, 22),
    `<rect x="${x}" y="${y + 18}" width="16" height="${h - 36}" rx="4" fill="${palette.amber}"/>`,
    `<rect x="${x + w - 16}" y="${y + 18}" width="16" height="${h - 36}" rx="4" fill="${palette.amber}"/>`,
    box(x + 34, y + 24, w - 68, h * 0.32, palette.charcoal, 8),
    `<rect x="${x + 48}" y="${y + 36}" width="${(w - 96) * 0.55}" height="${h * 0.32 - 24}" rx="4" fill="${palette.screen}" opacity="0.85"/>`,
    `<rect x="${x + 60}" y="${y + 46}" width="${(w - 96) * 0.3}" height="10" rx="3" fill="#e0f2fe"/>`,
    `<rect x="${x + 60}" y="${y + 64}" width="${(w - 96) * 0.4}" height="8" rx="3" fill="#e0f2fe" opacity="0.7"/>`,
    badge(x + w - 84, y + 34, 32),
    outlet(x + 70, y + h * 0.32 + 70, 34),
    outlet(x + 120, y + h * 0.32 + 70, 34),
    big ? outlet(x + 170, y + h * 0.32 + 70, 34) : '',
    `<rect x="${x + w - 110}" y="${y + h * 0.32 + 56}" width="16" height="26" rx="3" fill="${palette.outlet}"/>
     <rect x="${x + w - 86}" y="${y + h * 0.32 + 56}" width="16" height="26" rx="3" fill="${palette.outlet}"/>`,
    lamp(x + w - 50, y + h * 0.32 + 69, palette.green),
  ];
  if (big) {
    parts.push(
      louvers(x + 40, y + h - 70, w - 80, 50, 5, '#ffffff22'),
      wheel(x + 44, FLOOR_Y - 24, 24),
      wheel(x + w - 44, FLOOR_Y - 24, 24),
    );
  }
  return scene(parts.join('\n'));
}

/** Worksite generators: a roll-cage unit on big tyres, or a towable canopy. */
export function worksite(variant: number): string {
  if (variant === 0) {
    const x = 150;
    const w = 340;
    const y = 150;
    return scene(
      [
        shadow(320, 220),
        box(x + 20, y + 40, w - 40, 180, palette.amber, 18),
        louvers(x + 44, y + 70, 120, 120, 6),
        box(x + 190, y + 70, 110, 90, palette.panel, 6),
        outlet(x + 220, y + 100),
        outlet(x + 264, y + 100),
        lamp(x + 220, y + 140, palette.green),
        lamp(x + 250, y + 140, palette.red),
        badge(x + 270, y + 172, 26),
        `<rect x="${x}" y="${y}" width="${w}" height="${FLOOR_Y - 60 - y}" rx="30" fill="none" stroke="${palette.charcoal}" stroke-width="16"/>`,
        `<line x1="${x + 8}" y1="${y + 40}" x2="${x + w - 8}" y2="${y + 40}" stroke="${palette.charcoal}" stroke-width="12"/>`,
        wheel(x + 40, FLOOR_Y - 42, 42),
        wheel(x + w - 40, FLOOR_Y - 42, 42),
      ].join('\n'),
    );
  }
  return scene(
    [
      shadow(330, 250),
      box(110, 130, 420, 200, palette.amber, 14),
      louvers(130, 160, 130, 140, 7),
      `<rect x="280" y="150" width="4" height="170" fill="${palette.amberDark}"/>`,
      `<rect x="410" y="150" width="4" height="170" fill="${palette.amberDark}"/>`,
      box(300, 170, 92, 70, palette.panel, 6),
      lamp(324, 205, palette.green),
      lamp(352, 205, palette.amberLight),
      badge(440, 160, 30),
      `<rect x="470" y="96" width="22" height="40" rx="4" fill="${palette.charcoal}"/>`,
      `<rect x="100" y="328" width="440" height="22" rx="6" fill="${palette.charcoal}"/>`,
      `<path d="M100 340 L 40 370" stroke="${palette.charcoal}" stroke-width="12" stroke-linecap="round"/>`,
      `<circle cx="36" cy="372" r="10" fill="${palette.steel}"/>`,
      wheel(260, FLOOR_Y - 34, 36),
      wheel(350, FLOOR_Y - 34, 36),
      `<rect x="140" y="350" width="10" height="44" fill="${palette.steel}"/>`,
    ].join('\n'),
  );
}
