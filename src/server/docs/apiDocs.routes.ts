import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import {
  type CachedDocument,
  compressionOptions,
  documentAsIs,
  documentOf,
  isCompressible,
  sendDocument,
} from '../web/document';
import type { Contract } from './contract';
import {
  CONTRACT_JSON_PATH,
  CONTRACT_YAML_PATH,
  DOCS_FILES,
  DOCS_PATH,
  docsHtml,
  docsStartScript,
  docsStyle,
} from './docsPage';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Scalar's browser bundle as its Fastify package ships it (about 3.5 MB) beside the package's entry point,
 * which is all the package exports; only the bundle is used, not the plugin (its page has inline script).
 */
function rendererFile(): string {
  return path.join(path.dirname(require.resolve('@scalar/fastify-api-reference')), 'js/standalone.js');
}
/** The site's own Inter (the pages bundle the same file). */
const FONT_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

type Load = () => Promise<CachedDocument>;

/**
 * A document made on its first request and kept. The reference is a developer's tool: a server that
 * nobody asks for it pays nothing, not even reading the bundle. A failed load is tried again next time.
 */
function onFirstUse(load: Load): Load {
  let pending: Promise<CachedDocument> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Compressed off the main thread (zlib's thread pool). Brotli quality 9 rather than the pages' 11: the
 * bundle takes half a second instead of seven, for 10% more bytes.
 */
async function compressed(type: string, body: Buffer): Promise<CachedDocument> {
  if (!isCompressible(body)) return documentOf(type, body);
  const options = compressionOptions(body.length);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { ...options.brotli.params, [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(body, options.gzip),
  ]);
  return documentOf(type, body, [br, gz]);
}

const text = (type: string, content: () => string): Load =>
  onFirstUse(() => compressed(type, Buffer.from(content(), 'utf8')));

/**
 * GET /api/docs (Scalar's API reference, generated in the browser from the contract), its files, and the
 * contract itself at /api/openapi.json and /api/openapi.yaml. Only when API_DOCS is on (the default
 * outside production); off, these paths are unknown API paths like any other (404).
 */
export function registerApiDocs(
  app: FastifyInstance,
  config: Pick<Config, 'apiDocs'>,
  contract: Contract,
): void {
  if (!config.apiDocs) return;
  const documents: Record<string, Load> = {
    [DOCS_PATH]: text('text/html; charset=utf-8', docsHtml),
    [DOCS_FILES.start]: text('text/javascript; charset=utf-8', docsStartScript),
    [DOCS_FILES.style]: text('text/css; charset=utf-8', docsStyle),
    [DOCS_FILES.renderer]: onFirstUse(async () =>
      compressed('text/javascript; charset=utf-8', await readFile(rendererFile())),
    ),
    // woff2 is compressed already.
    [DOCS_FILES.font]: onFirstUse(async () => {
      const font = await readFile(require.resolve(FONT_FILE));
      return documentAsIs('font/woff2', font);
    }),
    [CONTRACT_JSON_PATH]: text('application/json; charset=utf-8', () => JSON.stringify(contract.document)),
    [CONTRACT_YAML_PATH]: text('application/yaml; charset=utf-8', () => contract.yaml),
  };
  for (const [path, load] of Object.entries(documents)) {
    app.get(path, async (request, reply) => sendDocument(request, reply, await load()));
  }
  app.get(`${DOCS_PATH}/`, (_request, reply) => reply.redirect(DOCS_PATH, 301));
}
