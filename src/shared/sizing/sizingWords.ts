import { INTL_LOCALE, type Locale } from '../i18n/locales';
import type { Message, MessageValues } from '../i18n/message';

// How the sizing guide's Messages become text in one language (issue 39): the page's (src/web/sizing) or a
// request's or e-mail's (src/server/sizing). The figures in a message's values (watts, tons, square feet,
// limits) are written by Intl for the language before the catalog text takes them, so "10,000" reads as it
// should in en-US and es-US alike; `count` stays a number for the plurals that take it.

export interface SizingWords {
  readonly locale: Locale;
  /** A message's text, its figures written for the language. */
  text(message: Message): string;
  /** The message with its figures written for the language (for a text another layer translates). */
  written(message: Message): Message;
  /** A figure as the language writes it: 2.5, 10,000. */
  number(value: number): string;
  /** Watts with their unit: "11,700 W". */
  watts(value: number): string;
  /** Texts joined in a list, as the summaries write them. */
  list(texts: readonly string[]): string;
}

/** The words of `locale`, from the translator of the page or of the server. */
export function sizingWords(locale: Locale, translate: (message: Message) => string): SizingWords {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 });
  const number = (value: number) => format.format(value);
  const writtenValues = (values: MessageValues) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'number' && name !== 'count' ? number(value) : value,
      ]),
    );
  const written = (message: Message): Message =>
    message.values ? { id: message.id, values: writtenValues(message.values) } : message;
  const text = (message: Message) => translate(written(message));
  return {
    locale,
    text,
    written,
    number,
    watts: (value) => text({ id: 'sizing.watts', values: { watts: value } }),
    list: (texts) => texts.join(', '),
  };
}
