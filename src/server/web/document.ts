import { createHash } from 'node:crypto';
import {
  type BrotliOptions,
  brotliCompressSync,
  constants,
  gunzipSync,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, preferredCoding } from './encoding';

/** A response body held in memory, compressed once when the server starts. */
export interface CachedDocument {
  type: string;
  /**
   * The bytes sent in each coding. `identity` is null when the document is compressed: a client that takes
   * neither brotli nor gzip is rare (curl without --compressed, some bots), so its bytes are gunzipped when
   * one asks (bodyIn) instead of being held for the server's whole life: 11.5 MB for the site's pages
   * (record 239). A document sent as it is (too small to gain, or compressed already) has one body.
   */
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer | null };
  /** One strong ETag per coding: the bytes differ, so a cache must not mix them up. */
  etags: Record<ContentCoding, string>;
}

/** Bodies this small gain nothing from compression; they are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** The zlib options of one body: brotli's and gzip's. */
export interface CompressionOptions {
  brotli: BrotliOptions;
  gzip: ZlibOptions;
}

/**
 * Done once at start-up, so the slowest, smallest settings are worth it, with a window no bigger than the
 * body. See compressInChild.ts for where it runs.
 */
export function compressionOptions(length: number): CompressionOptions {
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(length + 1))));
  return {
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_LGWIN]: window,
        [constants.BROTLI_PARAM_SIZE_HINT]: length,
      },
    },
    gzip: { level: constants.Z_BEST_COMPRESSION },
  };
}

/** True when a body is worth compressing at all. */
export function isCompressible(identity: Buffer): boolean {
  return identity.length >= COMPRESS_FROM_BYTES;
}

function compress(identity: Buffer): [Buffer, Buffer] {
  const options = compressionOptions(identity.length);
  return [brotliCompressSync(identity, options.brotli), gzipSync(identity, options.gzip)];
}

/** The start of every ETag of a document: a hash of its plain bytes. */
const hashOf = (identity: Buffer) => createHash('sha256').update(identity).digest('base64url').slice(0, 27);

/** A document sent as these very bytes whatever the client accepts (one body, one ETag). */
export function documentAsIs(type: string, bytes: Buffer): CachedDocument {
  const etag = `"${hashOf(bytes)}"`;
  return {
    type,
    bodies: { br: bytes, gzip: bytes, identity: bytes },
    etags: { br: etag, gzip: etag, identity: etag },
  };
}

/** A document from its bytes and, when it is worth compressing, its brotli and gzip codings. */
export function documentOf(type: string, identity: Buffer, compressed?: [Buffer, Buffer]): CachedDocument {
  if (!isCompressible(identity)) return documentAsIs(type, identity);
  const [br, gzip] = compressed ?? compress(identity);
  const hash = hashOf(identity);
  return {
    type,
    bodies: { br, gzip, identity: null },
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
  };
}

/** The document's bytes in `coding`. */
export function bodyIn(document: CachedDocument, coding: ContentCoding): Buffer {
  if (coding !== 'identity') return document.bodies[coding];
  return document.bodies.identity ?? gunzipSync(document.bodies.gzip);
}

/** A document compressed here, on the main thread (small ones: robots.txt, the sitemap). */
export function cachedDocument(type: string, text: string): CachedDocument {
  return documentOf(type, Buffer.from(text, 'utf8'));
}

/** True when If-None-Match names any coding of this document: the page itself has not changed. */
function notModified(request: FastifyRequest, document: CachedDocument): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const known = new Set(Object.values(document.etags));
  return header.split(',').some((tag) => known.has(tag.trim().replace(/^W\//, '')));
}

export interface SendOptions {
  /**
   * The answer depends on who asks (a private page: its shell or the not-found page, by the visitor's
   * session cookie), so no shared cache may keep it and a browser's cache keys it by the cookie too.
   */
  perVisitor?: boolean;
  /** The answer is chosen by a cookie (a page's theme) but is the same for every visitor who sends it. */
  byCookie?: boolean;
  /**
   * The visitor is signed in: no cache may keep the answer, the browser's and the service worker's
   * included (issue 29), so nothing a signed-in visit fetched is left on the phone after a sign-out.
   */
  noStore?: boolean;
}

function cacheControl(options: SendOptions): string {
  if (options.noStore) return 'private, no-store';
  return options.perVisitor ? 'private, no-cache' : 'no-cache';
}

/**
 * Answers with the document in the coding the client prefers (never fresh compression work), or 304.
 * HTML is revalidated on every use (`no-cache`) so a new deploy shows at once; the ETag keeps that cheap.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CachedDocument,
  status = 200,
  options: SendOptions = {},
): FastifyReply {
  const coding = preferredCoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', cacheControl(options))
    .header('vary', options.perVisitor || options.byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    .header('etag', document.etags[coding]);
  if (status === 200 && notModified(request, document)) return reply.code(304).send();
  if (coding !== 'identity' && document.bodies.identity === null) reply.header('content-encoding', coding);
  return reply.code(status).type(document.type).send(bodyIn(document, coding));
}
