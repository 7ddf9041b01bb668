import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';

// `npm run content:icons`: draws the install icons the web app manifest and index.html name from the two
// source drawings beside them (the favicon's amber circle and bolt), in a real browser so they look as the
// browser draws the favicon. Rerun after changing either SVG.

const here = path.dirname(fileURLToPath(import.meta.url));
const iconDir = path.resolve(here, '../../web/public/icons');

interface Icon {
  source: 'icon.svg' | 'icon-maskable.svg';
  file: string;
  size: number;
  /** "any" icons keep the corners around the circle see-through; the others fill their square. */
  transparent: boolean;
}

const ICONS: readonly Icon[] = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192, transparent: true },
  { source: 'icon.svg', file: 'icon-512.png', size: 512, transparent: true },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512, transparent: false },
  // iOS puts a see-through corner on black, so the touch icon is the full dark square (iOS rounds it).
  { source: 'icon-maskable.svg', file: 'apple-touch-icon-180.png', size: 180, transparent: false },
];

// The same browsers the browser tests look for (tests/helpers/browser.ts), which src/ may not import.
const BROWSERS = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

async function draw(page: Page, icon: Icon): Promise<Buffer> {
  const svg = await readFile(path.join(iconDir, icon.source));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<body style="margin:0"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const shot = await page.screenshot({ type: 'png', omitBackground: icon.transparent });
  // The browser writes RGBA at its fastest setting; a palette and the best compression make the files a
  // fraction of that (the service worker installs all of them), and an opaque icon loses its alpha channel.
  const image = icon.transparent ? sharp(shot) : sharp(shot).removeAlpha();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

async function main(): Promise<void> {
  const executablePath = BROWSERS.find((file): file is string => !!file && existsSync(file));
  if (!executablePath) throw new Error('Chromium not found: install `chromium` or set CHROME_PATH.');
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const icon of ICONS) {
      const png = await draw(page, icon);
      const file = path.join(iconDir, icon.file);
      await writeFile(file, png);
      process.stdout.write(`${path.relative(process.cwd(), file)}  ${(png.length / 1024).toFixed(1)} KB\n`);
    }
  } finally {
    await browser.close();
  }
}

await main();
