import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface WebMeasures {
  pageWeight: (webDir: string) => Promise<string>;
  /** Left out by `--no-lighthouse`. */
  lighthouse?: (baseUrl: string) => Promise<string>;
  /** The phone profile; left out by `--no-phone`. */
  phone?: (baseUrl: string) => Promise<string>;
}

/**
 * The web half of the figures (the home page's bytes, Lighthouse and the phone profile against the running
 * production server), when the site has been built; the bench does not build it (`npm run build` belongs
 * to the web side).
 */
export async function webBuildExtras(baseUrl: string, measures: WebMeasures): Promise<string> {
  if (!existsSync(`${WEB_DIR}/prerender.json`)) {
    return 'Web figures (page weight, Lighthouse, phone profile): skipped, no dist/web/prerender.json (run npm run build first).';
  }
  const { pageWeight, lighthouse, phone } = measures;
  const parts: string[] = [];
  for (const [name, run] of [
    ['home page weight', () => pageWeight(WEB_DIR)],
    ['Lighthouse', lighthouse && (() => lighthouse(baseUrl))],
    ['phone profile', phone && (() => phone(baseUrl))],
  ] as const) {
    if (!run) continue;
    try {
      parts.push(await run());
    } catch (error) {
      parts.push(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return parts.join('\n\n');
}
