import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';
import { requestErrors } from './requestErrors';

// C0 and C1 control characters (NUL included: PostgreSQL refuses it in text) and unpaired UTF-16
// surrogates, which cannot be stored as UTF-8. A free-text field may hold tabs and line breaks.
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const SINGLE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|${LONE_SURROGATE}`);
const MULTI_LINE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]|${LONE_SURROGATE}`,
);

// Invisible characters that change how text around them is shown (issue 26): the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), the direction marks (U+200E, U+200F, U+061C), and
// zero-width characters (U+200B, U+2060, U+FEFF, U+180E). In a name, an address or an e-mail subject they
// make one text look like another ("Trojan Source"). U+200C and U+200D (ZWNJ, ZWJ) stay: Persian and Indic
// names and emoji need them. Free text and passwords keep all of these.
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\u061c\ufeff\u180e]/;

/** Keywords of openapi.yaml's schemas beyond JSON Schema; the validator is told them so strict mode accepts them. */
export const CONTRACT_KEYWORDS = ['x-multiline'] as const;

/**
 * The slice of a JSON schema this check reads: `x-multiline` marks a free-text field in openapi.yaml, and
 * `format: password` (OpenAPI's own hint for a secret the user types) a password.
 */
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  format?: string;
  'x-multiline'?: boolean;
}

/** True when `text` may not be stored as it is: a control character (tab and line breaks allowed if multiline). */
export function hasForbiddenCharacter(text: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/** True when `text` holds an invisible or text-direction character (refused in single-line text). */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE.test(text);
}

/** Why a request's field is refused: a control character, or an invisible one where text is a single line. */
export type Refusal = { field: string; kind: 'control' | 'invisible' };

function refusalOf(text: string, schema: SchemaNode | undefined): Refusal['kind'] | undefined {
  const multiline = schema?.['x-multiline'] === true;
  if (hasForbiddenCharacter(text, multiline)) return 'control';
  if (!multiline && schema?.format !== 'password' && hasInvisibleCharacter(text)) return 'invisible';
  return undefined;
}

/**
 * The first field of `value` that holds a refused character, as `products.0.message`, and why; undefined
 * if none. Only names the contract declares are repeated: an undeclared key is the client's input, so it
 * is named by the nearest declared parent, or `unnamed` at the top.
 */
export function findRefusedField(
  value: unknown,
  schema: SchemaNode | undefined,
  path: string,
  unnamed = 'A field',
): Refusal | undefined {
  if (typeof value === 'string') {
    const kind = refusalOf(value, schema);
    return kind ? { field: path || 'The request', kind } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findRefusedField(item, schema?.items, path ? `${path}.${index}` : String(index), unnamed);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const declared = schema?.properties !== undefined && Object.hasOwn(schema.properties, key);
    const here = declared ? (path ? `${path}.${key}` : key) : path || unnamed;
    if (!declared) {
      const kind = refusalOf(key, undefined);
      if (kind) return { field: here, kind };
    }
    const found = findRefusedField(item, declared ? schema?.properties?.[key] : undefined, here, unnamed);
    if (found) return found;
  }
  return undefined;
}

interface RouteSchema {
  body?: { content?: Record<string, { schema?: SchemaNode }> };
  params?: SchemaNode;
  querystring?: SchemaNode;
}

/**
 * The one place that decides which characters a request may carry, for the body, the query string and
 * the path parameters alike; runs before schema validation, so no handler or query sees them.
 */
export function checkControlCharacters(request: FastifyRequest): void {
  if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
  const schema = request.routeOptions.schema as RouteSchema | undefined;
  const bodySchema = schema?.body?.content?.['application/json']?.schema;
  const found =
    findRefusedField(request.params, schema?.params, '', 'A path parameter') ??
    findRefusedField(request.query, schema?.querystring, '', 'A query parameter') ??
    findRefusedField(request.body, bodySchema, '');
  if (found?.kind === 'control') throw new HttpError(400, requestErrors.controlCharacter(found.field));
  if (found) throw new HttpError(400, requestErrors.invisibleCharacter(found.field));
}

export function registerControlCharacterRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkControlCharacters(request));
}
