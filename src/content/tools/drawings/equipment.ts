import { badge, box, FLOOR_Y, lamp, louvers, pad, palette, scene, shadow } from './svg';

// Transfer switch cabinets and the fuel tank.

export function commercialSwitch(): string {
  const x = 170;
  const w = 300;
  const y = 70;
  const h = FLOOR_Y - 14 - y;
  return scene(
    [
      shadow(320, 190),
      pad(x - 20, w + 40),
      box(x, y, w, h, '#9aa3ae', 6),
      `<rect x="${x + 8}" y="${y + 8}" width="${w / 2 - 12}" height="${h - 16}" rx="4" fill="#aab2bc"/>`,
      `<rect x="${x + w / 2 + 4}" y="${y + 8}" width="${w / 2 - 12}" height="${h - 16}" rx="4" fill="#aab2bc"/>`,
      `<rect x="${x + w / 2 + 4}" y="${y + 8}" width="${w / 2 - 12}" height="${h - 16}" rx="4" fill="url(#sideShade)"/>`,
      box(x + 30, y + 40, 90, 64, palette.charcoal, 4),
      `<rect x="${x + 40}" y="${y + 52}" width="70" height="22" rx="3" fill="${palette.screen}" opacity="0.85"/>`,
      lamp(x + 48, y + 90, palette.green, 5),
      lamp(x + 75, y + 90, palette.amberLight, 5),
      lamp(x + 102, y + 90, palette.red, 5),
      `<rect x="${x + w / 2 - 24}" y="${y + h / 2 - 30}" width="12" height="60" rx="4" fill="${palette.charcoal}"/>`,
      `<rect x="${x + w / 2 + 12}" y="${y + h / 2 - 30}" width="12" height="60" rx="4" fill="${palette.charcoal}"/>`,
      louvers(x + w / 2 + 30, y + h - 90, w / 2 - 60, 60, 4),
      louvers(x + 30, y + h - 90, w / 2 - 60, 60, 4),
      `<rect x="${x + w / 2 + 30}" y="${y + 40}" width="110" height="40" rx="3" fill="${palette.amber}"/>`,
      badge(x + w / 2 + 40, y + 46, 28),
    ].join('\n'),
  );
}

export function residentialSwitch(): string {
  const x = 220;
  const w = 200;
  const y = 90;
  const h = 240;
  const siding = Array.from(
    { length: 12 },
    (_, i) => `<rect x="0" y="${i * 34}" width="640" height="32" fill="${i % 2 ? '#e7ebf0' : '#edf1f5'}"/>`,
  ).join('');
  const breakers = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + 52 + (i % 2) * 52}" y="${y + 70 + Math.floor(i / 2) * 28}" width="44" height="20" rx="3" fill="${palette.graphite}"/>
       <rect x="${x + 66 + (i % 2) * 52}" y="${y + 75 + Math.floor(i / 2) * 28}" width="16" height="10" rx="2" fill="${palette.silver}"/>`,
  ).join('');
  return scene(
    [
      `<g>${siding}</g>`,
      `<rect y="${FLOOR_Y - 8}" width="640" height="90" fill="${palette.concrete}"/>`,
      shadow(320, 110, FLOOR_Y - 4),
      `<rect x="${x + w / 2 - 16}" y="${y + h}" width="32" height="${FLOOR_Y - 8 - y - h}" fill="${palette.steel}"/>`,
      box(x, y, w, h, '#b8c0ca', 8, '#94a3b8'),
      `<rect x="${x + 36}" y="${y + 50}" width="${w - 72}" height="110" rx="6" fill="#dbeafe" opacity="0.55" stroke="${palette.graphite}" stroke-width="3"/>`,
      breakers,
      lamp(x + w - 30, y + 28, palette.green, 6),
      badge(x + 20, y + 16, 26),
      `<rect x="${x + w / 2 - 30}" y="${y + h - 50}" width="60" height="12" rx="4" fill="${palette.amber}"/>`,
    ].join('\n'),
  );
}

export function fuelTank(): string {
  const x = 90;
  const w = 460;
  const y = 170;
  const h = 170;
  return scene(
    [
      shadow(320, 270),
      pad(x - 10, w + 20),
      `<rect x="${x + 70}" y="${y + h - 20}" width="40" height="${FLOOR_Y - 14 - y - h + 20}" fill="${palette.steel}"/>`,
      `<rect x="${x + w - 110}" y="${y + h - 20}" width="40" height="${FLOOR_Y - 14 - y - h + 20}" fill="${palette.steel}"/>`,
      box(x, y, w, h, palette.white, h / 2, '#cbd5e1'),
      `<rect x="${x + h / 2}" y="${y + 20}" width="${w - h}" height="16" rx="8" fill="#ffffff" opacity="0.8"/>`,
      `<rect x="${x + w / 2 - 50}" y="${y - 34}" width="100" height="40" rx="14" fill="${palette.silver}" stroke="#94a3b8" stroke-width="3"/>`,
      `<circle cx="${x + w / 2 - 18}" cy="${y - 14}" r="11" fill="${palette.white}" stroke="${palette.charcoal}" stroke-width="3"/>`,
      `<line x1="${x + w / 2 - 18}" y1="${y - 14}" x2="${x + w / 2 - 12}" y2="${y - 20}" stroke="${palette.red}" stroke-width="3"/>`,
      `<rect x="${x + w / 2 + 8}" y="${y - 30}" width="12" height="18" rx="2" fill="${palette.amberDark}"/>`,
      `<rect x="${x + w / 2 + 26}" y="${y - 30}" width="12" height="18" rx="2" fill="${palette.green}"/>`,
      `<rect x="${x + 40}" y="${y + h / 2 + 10}" width="${w - 80}" height="10" fill="${palette.amber}"/>`,
      badge(x + w - 130, y + h / 2 - 40, 36),
    ].join('\n'),
  );
}
