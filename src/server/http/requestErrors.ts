import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import { type Message, msg } from '../../shared/i18n/message';
import { requestLocale } from '../i18n/requestLocale';
import { translate } from '../i18n/translate';

/** The body of every non-2xx answer (openapi.yaml `Error`). */
export function errorBody(message: string): { error: string } {
  return { error: message };
}

/**
 * An error text in the request's language (issue 39) and the language it is in: a Message in the language
 * `Accept-Language` asks for (the web client sends its page's), a plain string as it is (the staff area's
 * texts, which stay English).
 */
export function errorText(
  request: Pick<FastifyRequest, 'headers'>,
  text: Message | string,
): { language: Locale; text: string } {
  if (typeof text === 'string') return { language: 'en', text };
  const language = requestLocale(request);
  return { language, text: translate(language, text) };
}

/** A text the server answers (a 2xx `message`, an error) in the request's language. */
export function textFor(request: Pick<FastifyRequest, 'headers'>, text: Message | string): string {
  return errorText(request, text).text;
}

/** Adds `Accept-Language` to the answer's `Vary`, keeping what is there: a cache must not mix languages. */
function varyByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const named = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(\*|accept-language)\s*(,|$)/i.test(named)) return;
  reply.header('vary', named === '' ? 'Accept-Language' : `${named}, Accept-Language`);
}

/**
 * Answers `status` with `{ error }` in the request's language, `Content-Language` naming it and `Vary:
 * Accept-Language` (a 404 or 405 may be cached): every error answer the server writes goes through here (the
 * error handler, the not-found and busy answers, ...).
 */
export function sendError(
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
  status: number,
  text: Message | string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  const answer = errorText(request, text);
  varyByLanguage(reply);
  return reply
    .code(status)
    .header('content-language', answer.language)
    .send({ ...errorBody(answer.text), ...extra });
}

/** How controlCharacters.ts names a refused text that is no field of the contract: a select of the message. */
const UNNAMED_FIELDS: Record<string, string> = {
  'A path parameter': 'pathParameter',
  'A query parameter': 'queryParameter',
  'A field': 'unnamedField',
  'The request': 'wholeRequest',
};
const fieldValue = (field: string): string => UNNAMED_FIELDS[field] ?? field;

// The answers to requests refused before any handler runs (src/shared/i18n/<locale>/errors.json). None
// repeats what the client sent beyond the name of a field of the contract.
export const requestErrors = {
  unsupportedMediaType: msg('request.unsupportedMediaType'),
  mediaTypeExpected: (types: readonly string[]) =>
    msg('request.mediaTypeExpected', {
      count: types.length,
      first: types[0] ?? '',
      rest: types.slice(1).join(' or '),
    }),
  noBodyTaken: msg('request.noBodyTaken'),
  bodyMissing: msg('request.bodyMissing'),
  invalidJson: msg('request.invalidJson'),
  nestedTooDeep: (limit: number) => msg('request.nestedTooDeep', { limit: String(limit) }),
  bodyTooLarge: msg('request.bodyTooLarge'),
  invalidContentLength: msg('request.invalidContentLength'),
  invalid: msg('request.invalid'),
  notFound: msg('request.notFound'),
  methodNotAllowed: msg('request.methodNotAllowed'),
  /** `field` is the contract's name of the field, or how controlCharacters.ts names an unnamed one. */
  controlCharacter: (field: string) => msg('request.controlCharacter', { field: fieldValue(field) }),
  invisibleCharacter: (field: string) => msg('request.invisibleCharacter', { field: fieldValue(field) }),
  unavailable: msg('request.unavailable'),
  busy: msg('request.busy'),
  internal: msg('request.internal'),
  addressTooLong: msg('request.addressTooLong'),
  addressInvalid: msg('request.addressInvalid'),
  notAvailableYet: msg('request.notAvailableYet'),
  databaseUnreachable: msg('request.databaseUnreachable'),
} as const;
