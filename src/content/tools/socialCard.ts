import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hero } from '../home';
import { site } from '../site';

// `npx tsx src/content/tools/socialCard.ts`: draws the picture link previews show (Open Graph, 1200 x 630)
// from the site's own facts and writes it into the public folder. Rerun after changing the name or hero.

export const SOCIAL_CARD_FILE = 'social-card.png';

const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(here, '../../web/public', SOCIAL_CARD_FILE);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hero title on two lines of about equal length. */
function twoLines(text: string): [string, string] {
  const words = text.split(' ');
  let best = 1;
  for (let i = 1; i < words.length; i += 1) {
    const gap = (n: number) => Math.abs(words.slice(0, n).join(' ').length - words.slice(n).join(' ').length);
    if (gap(i) < gap(best)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

const [titleTop, titleBottom] = twoLines(hero.title);

function rays(): string {
  return [0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => `<line x1="24" y1="3" x2="24" y2="8" transform="rotate(${a} 24 24)"/>`)
    .join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0f172a"/>
  <rect y="598" width="1200" height="32" fill="#ffb70f"/>
  <g transform="translate(80 80) scale(3)">
    <g stroke="#f59f00" stroke-width="3" stroke-linecap="round">${rays()}</g>
    <circle cx="24" cy="24" r="13" fill="#ffb70f"/>
    <path d="M26.5 13.5 18 26h5.5l-2 8.5L30 22h-5.6z" fill="#0f172a"/>
  </g>
  <text x="260" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#ffffff">${escapeXml(site.companyName)}</text>
  <text x="262" y="205" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ffb70f">${escapeXml(site.cities.join(' · '))}, ${site.state}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="700" fill="#e2e8f0">${escapeXml(titleTop)}</text>
  <text x="80" y="395" font-family="DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="700" fill="#e2e8f0">${escapeXml(titleBottom)}</text>
  <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#94a3b8">Sales · installation · maintenance · free estimates</text>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffb70f">${escapeXml(site.phone.display)}</text>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(outFile);
process.stdout.write(`wrote ${outFile}\n`);
