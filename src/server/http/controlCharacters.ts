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

/** A field name fit to repeat in an answer: only names of the contract's shape, never arbitrary input. */
function fieldName(key: string): string | undefined {
  return /^[A-Za-z0-9_]{1,64}$/.test(key) ? key : undefined;
}

/** The first field of `value` that holds a forbidden character, as `products.0.message`; undefined if none. */
export function findForbiddenField(
  value: unknown,
  schema: SchemaNode | undefined,
  path: string,
): string | undefined {
  if (typeof value === 'string') {
    return hasForbiddenCharacter(value, schema?.['x-multiline'] === true) ? path || 'The request' : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenField(item, schema?.items, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = fieldName(key);
    if (name === undefined && hasForbiddenCharacter(key, false)) return path || 'A field name';
    const here = name === undefined ? path || 'A field' : path ? `${path}.${name}` : name;
    const found = findForbiddenField(item, schema?.properties?.[key], here);
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
    findForbiddenField(request.params, schema?.params, '') ??
    findForbiddenField(request.query, schema?.querystring, '') ??
    findForbiddenField(request.body, bodySchema, '');
  if (found) throw new HttpError(400, requestErrors.controlCharacter(found));
}

export function registerControlCharacterRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkControlCharacters(request));
}
