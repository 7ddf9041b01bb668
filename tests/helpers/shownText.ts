import { translate } from '../../src/server/i18n/translate';
import type { Locale } from '../../src/shared/i18n/locales';
import type { Message } from '../../src/shared/i18n/message';

/**
 * What a person reads for a machine's message (issue 39): a Message in `locale` (English by default), a
 * plain text (the staff area's) as it is, nothing as null. The lead and booking path tests compare what is
 * shown, so a server's text (verbatim) and the flow's own Message compare alike.
 */
export function shown(message: Message | string | null | undefined, locale: Locale = 'en'): string | null {
  if (message === null || message === undefined) return null;
  return typeof message === 'string' ? message : translate(locale, message);
}

/** The English of a message as the API and the English pages write it (a plain text as it is). */
export function english(message: Message | string): string {
  return typeof message === 'string' ? message : translate('en', message);
}
