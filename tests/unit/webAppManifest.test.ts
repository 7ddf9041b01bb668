import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { THEME_COLORS } from '../../src/shared/theme';
import { MANIFEST_URL } from '../../src/web/serviceWorker/cacheNames';

// Issue 29: the site installs to the home screen. Browsers and stores read the manifest and the icons it
// names, iOS the apple-touch icon; the icons are drawn by `npm run content:icons`.

const webDir = path.resolve('src/web');
const publicDir = path.join(webDir, 'public');
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

// JSON.parse gives no type; the checks below are what hold the file to this shape.
const manifest: WebAppManifest = JSON.parse(
  readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
);

const DARK_BODY = '#0f172a';
const LIGHT_BODY = '#ffffff';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Png {
  width: number;
  height: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGB + alpha. */
  colourType: number;
  chunks: string[];
}

/** The header facts of a PNG file and the names of its chunks, read from the bytes as a browser would. */
function readPng(file: string): Png {
  const bytes = readFileSync(file);
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error(`${file} is not a PNG`);
  const chunks: string[] = [];
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    chunks.push(bytes.toString('latin1', offset + 4, offset + 8));
    offset += 12 + length;
  }
  if (chunks[0] !== 'IHDR' || chunks.at(-1) !== 'IEND') throw new Error(`${file} is cut or out of order`);
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    colourType: bytes.readUInt8(25),
    chunks,
  };
}

const fileOf = (src: string) => path.join(publicDir, src);

const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);

function iconFor(size: string, purpose: string): ManifestIcon | undefined {
  return manifest.icons.find((icon) => icon.sizes === size && purposes(icon).includes(purpose));
}

/** Attributes of each `<tag ...>` in index.html whose `attribute` has `value`. */
function tagsWith(tag: string, attribute: string, value: string): Record<string, string>[] {
  return [...indexHtml.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))]
    .map((match) =>
      Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    )
    .filter((attributes) => attributes[attribute] === value);
}

describe('the web app manifest', () => {
  it('names the site, opens it standalone at its root and paints it in the dark theme', () => {
    expect(manifest.name).toBe(site.companyName);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const description = tagsWith('meta', 'name', 'description')[0]?.content;
    expect(manifest.description).toBe(description);
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-US',
      background_color: DARK_BODY,
      theme_color: DARK_BODY,
    });
    expect(manifest.categories).toEqual(['business', 'shopping']);
  });

  it('lists PNG icons whose pixels are the sizes it declares', () => {
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect(icon.src, icon.src).toMatch(/^\/icons\/[\w-]+\.png$/);
      expect(icon.type, icon.src).toBe('image/png');
      for (const purpose of purposes(icon)) expect(['any', 'maskable'], icon.src).toContain(purpose);
      const png = readPng(fileOf(icon.src));
      expect(icon.sizes, icon.src).toBe(`${png.width}x${png.height}`);
    }
  });

  it('has the 192 and 512 px icons installs ask for, and a separate 512 px maskable one', () => {
    expect(iconFor('192x192', 'any')).toBeDefined();
    expect(iconFor('512x512', 'any')).toBeDefined();
    const maskable = iconFor('512x512', 'maskable');
    expect(maskable).toBeDefined();
    // One picture cannot suit both: with its margin an "any" icon looks small, cut to a circle a
    // maskable one loses the corners it fills.
    expect(maskable && purposes(maskable)).toEqual(['maskable']);
  });

  it('fills the maskable square and keeps everything but its background inside the 80% safe zone', async () => {
    const icon = iconFor('512x512', 'maskable');
    if (!icon) throw new Error('no maskable icon');
    const { data, info } = await sharp(fileOf(icon.src))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 4;
      return `#${data.subarray(at, at + 4).toString('hex')}`;
    };
    const background = `${DARK_BODY}ff`;
    const centre = info.width / 2;
    // A launcher may cut the square down to the centred circle of radius 40%; a pixel clear of its edge
    // (by one pixel, for the drawing's antialiasing) must be the plain background.
    const safeRadius = 0.4 * info.width + 1;
    const outside: string[] = [];
    let drawn = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const plain = pixel(x, y) === background;
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= safeRadius) drawn += plain ? 0 : 1;
        else if (!plain) outside.push(`(${x}, ${y}) ${pixel(x, y)}`);
      }
    }
    expect(outside.slice(0, 5), `${outside.length} pixels outside the safe zone`).toEqual([]);
    // The amber disc covers about a third of the square.
    expect(drawn / (info.width * info.height)).toBeGreaterThan(0.25);
  });

  it('has no icon file beside those it and index.html name (the service worker installs them all)', () => {
    const named = new Set([
      ...manifest.icons.map((icon) => icon.src),
      ...tagsWith('link', 'rel', 'apple-touch-icon').map((link) => link.href),
    ]);
    const files = readdirSync(path.join(publicDir, 'icons')).filter((file) => file.endsWith('.png'));
    expect(files.map((file) => `/icons/${file}`).filter((url) => !named.has(url))).toEqual([]);
    for (const url of named) {
      const bytes = readFileSync(fileOf(url ?? '')).length;
      expect(bytes, `${url} is ${bytes} bytes`).toBeLessThanOrEqual(16 * 1024);
    }
  });
});

describe('index.html', () => {
  it('does not link the manifest from the head (the page links it with the service worker) but it is there', () => {
    expect(existsSync(path.join(publicDir, MANIFEST_URL.slice(1)))).toBe(true);
    expect(tagsWith('link', 'rel', 'manifest')).toEqual([]);
  });

  it('links an opaque 180 px apple-touch icon (iOS shows a see-through corner as black)', async () => {
    const links = tagsWith('link', 'rel', 'apple-touch-icon');
    expect(links).toHaveLength(1);
    const file = fileOf(links[0]?.href ?? '');
    const png = readPng(file);
    expect([png.width, png.height]).toEqual([180, 180]);
    const withAlpha = png.colourType === 4 || png.colourType === 6;
    const paletteAlpha = png.colourType === 3 && png.chunks.includes('tRNS');
    if (withAlpha || paletteAlpha) expect((await sharp(file).stats()).isOpaque).toBe(true);
  });

  it("colours the browser bar like the page: one theme-color, the dark theme's, which the theme script and server follow", () => {
    const colours = tagsWith('meta', 'name', 'theme-color');
    expect(colours).toEqual([{ name: 'theme-color', content: THEME_COLORS.dark }]);
    expect(manifest.theme_color).toBe(THEME_COLORS.dark);
    expect(THEME_COLORS.light).toBe(LIGHT_BODY);
  });
});
