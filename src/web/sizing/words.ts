import { SITE_LOCALE } from '../../api/siteLocale';
import type { MessageIdOf } from '../../shared/i18n/catalogs';
import type { Message, MessageValues } from '../../shared/i18n/message';
import { sizingWords } from '../../shared/sizing/sizingWords';
import { t } from '../i18n/sizing.messages';

// The sizing guide's words in the page's language (issue 39): its texts from the 'sizing' catalog and its
// figures written by Intl for the language (INTL_LOCALE[SITE_LOCALE]).

export const words = sizingWords(SITE_LOCALE, (message) => t(message));

/** A text of the guide: `say('sizing.next')`, `say('sizing.unit', { n })`, or a Message the rules made. */
export function say(message: Message | MessageIdOf<'sizing'>, values?: MessageValues): string {
  if (typeof message !== 'string') return words.text(message);
  return words.text(values === undefined ? { id: message } : { id: message, values });
}
