import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError';
import { requestErrors } from './requestErrors';

/**
 * How deep a JSON body may nest. The deepest body of the contract is a WebAuthn credential (about 4 levels);
 * 32 leaves room for any later operation, and keeps every walk over a parsed body (the control-character
 * rule, validation, logging) far from the stack's limit, which a body of 3,000 levels reached.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when `text` opens more than `limit` arrays or objects inside each other, outside strings. One pass,
 * no recursion and no parse, so a body of any depth up to the body limit is refused as fast as it is read.
 * Brackets that do not balance are left to the JSON parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks) behind the depth check, for every JSON
 * body of the application: no handler, hook or walk ever meets a body nested deeper than MAX_JSON_DEPTH.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, requestErrors.nestedTooDeep(MAX_JSON_DEPTH)), undefined);
      return;
    }
    parse(request, text, done);
  });
}
