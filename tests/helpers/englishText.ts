import { translate } from '../../src/server/i18n/translate';
import type { Message } from '../../src/shared/i18n/message';

/**
 * The English of a text the server answers (issue 39): the API answers a request without
 * `Accept-Language` in English, so the tests that compare its texts compare with this.
 */
export function en(text: Message | string): string {
  return typeof text === 'string' ? text : translate('en', text);
}

/** The same text in Spanish: what a request with `Accept-Language: es` gets. */
export function es(text: Message | string): string {
  return typeof text === 'string' ? text : translate('es', text);
}
