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

/** Keywords of openapi.yaml's schemas beyond JSON Schema; the validator is told them so strict mode accepts them. */
export const CONTRACT_KEYWORDS = ['x-multiline'] as const;

/** The slice of a JSON schema this check reads; `x-multiline` marks a free-text field in openapi.yaml. */
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  'x-multiline'?: boolean;
}

/** True when `text` may not be stored as it is: a control character (tab and line breaks allowed if multiline). */
export function hasForbiddenCharacter(text: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/**
 * The first field of `value` that holds a forbidden character, as `products.0.message`; undefined if none.
 * Only names the contract declares are repeated: an undeclared key is the client's input, so it is named
 * by the nearest declared parent, or `unnamed` at the top.
 */
export function findForbiddenField(
  value: unknown,
  schema: SchemaNode | undefined,
  path: string,
  unnamed = 'A field',
): string | undefined {
  if (typeof value === 'string') {
    return hasForbiddenCharacter(value, schema?.['x-multiline'] === true) ? path || 'The request' : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenField(
        item,
        schema?.items,
        path ? `${path}.${index}` : String(index),
        unnamed,
      );
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const declared = schema?.properties !== undefined && Object.hasOwn(schema.properties, key);
    const here = declared ? (path ? `${path}.${key}` : key) : path || unnamed;
    if (!declared && hasForbiddenCharacter(key, false)) return here;
    const found = findForbiddenField(item, declared ? schema?.properties?.[key] : undefined, here, unnamed);
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
    findForbiddenField(request.params, schema?.params, '', 'A path parameter') ??
    findForbiddenField(request.query, schema?.querystring, '', 'A query parameter') ??
    findForbiddenField(request.body, bodySchema, '');
  if (found) throw new HttpError(400, requestErrors.controlCharacter(found));
}

export function registerControlCharacterRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkControlCharacters(request));
}
