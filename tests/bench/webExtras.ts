import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * The web half of the figures (Lighthouse against the running production server, the home page's bytes),
 * when the site has been built; the bench does not build it (`npm run build` belongs to the web side).
 */
export async function webBuildExtras(
  baseUrl: string,
  lighthouse: (baseUrl: string) => Promise<string>,
  pageWeight: (webDir: string) => Promise<string>,
): Promise<string> {
  if (!existsSync(`${WEB_DIR}/prerender.json`)) {
    return 'Lighthouse and home page weight: skipped, no dist/web/prerender.json (run npm run build first).';
  }
  const parts: string[] = [];
  for (const [name, run] of [
    ['home page weight', () => pageWeight(WEB_DIR)],
    ['Lighthouse', () => lighthouse(baseUrl)],
  ] as const) {
    try {
      parts.push(await run());
    } catch (error) {
      parts.push(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return parts.join('\n');
}
