import { serverSizingWords } from '../../src/server/sizing/sizing';
import type { Locale } from '../../src/shared/i18n/locales';
import type { Message } from '../../src/shared/i18n/message';
import { type SizingPlan, writtenEstimate } from '../../src/shared/sizing/sizingEstimate';

// The sizing guide's Messages as text (issue 39), for tests that compare with what a page, an answer or an
// e-mail shows: English unless a test asks for Spanish.

export const englishWords = serverSizingWords('en');
export const spanishWords = serverSizingWords('es');

/** A sizing Message as the reader of `locale` sees it. */
export const sizingText = (message: Message, locale: Locale = 'en') =>
  serverSizingWords(locale).text(message);

/** An estimate with its loads named, as POST /sizing/estimate answers it and an estimate request stores it. */
export const written = (plan: SizingPlan, locale: Locale = 'en') =>
  writtenEstimate(plan, serverSizingWords(locale));
