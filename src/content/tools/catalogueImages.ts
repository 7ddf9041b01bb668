import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { allProducts } from '../catalogue/categories';
import { PICTURE_FOLDER, PICTURE_HEIGHT, PICTURE_WIDTH } from '../catalogue/picture';
import type { CatalogueItem } from '../catalogue/types';
import { drawProduct } from './drawProduct';

// `npm run content:images`: draws every catalogue picture as SVG and writes it as WebP into the site's
// public folder, so the pages serve small local files (no hot-linking). Rerun after changing the catalogue.

/** Card pictures must stay light: a category page loads up to ten of them. */
const MAX_BYTES = 30 * 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../web/public', PICTURE_FOLDER);

/** Which picture of its kind an item is (0 the first), so pairs of one kind look different. */
function variantOf(item: CatalogueItem): number {
  const sameKind = allProducts.filter(
    (other) => other.category === item.category && other.kind === item.kind,
  );
  return sameKind.indexOf(item);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const wanted = new Set(allProducts.map((item) => `${item.id}.webp`));
  // Pictures of items that left the catalogue would otherwise ship forever.
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.webp') && !wanted.has(file)) await rm(path.join(outDir, file));
  }
  const tooLarge: string[] = [];
  for (const item of allProducts) {
    const svg = drawProduct(item.category, item.kind, variantOf(item));
    const webp = await sharp(Buffer.from(svg))
      .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
      .webp({ quality: 85, effort: 6, smartSubsample: true })
      .toBuffer();
    const file = path.join(outDir, `${item.id}.webp`);
    await writeFile(file, webp);
    if (webp.length > MAX_BYTES) tooLarge.push(item.id);
    process.stdout.write(`${path.relative(process.cwd(), file)}  ${(webp.length / 1024).toFixed(1)} KB\n`);
  }
  if (tooLarge.length > 0) {
    throw new Error(`Pictures over ${MAX_BYTES / 1024} KB: ${tooLarge.join(', ')}`);
  }
}

await main();
