import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { MessageId } from '../../shared/i18n/catalogs';
import enAccount from '../../shared/i18n/en/account.json';
import enBooking from '../../shared/i18n/en/booking.json';
import enCatalogue from '../../shared/i18n/en/catalogue.json';
import enErrors from '../../shared/i18n/en/errors.json';
import enExtras from '../../shared/i18n/en/extras.json';
import enHome from '../../shared/i18n/en/home.json';
import enInquiry from '../../shared/i18n/en/inquiry.json';
import enLeads from '../../shared/i18n/en/leads.json';
import enMail from '../../shared/i18n/en/mail.json';
import enPages from '../../shared/i18n/en/pages.json';
import enResend from '../../shared/i18n/en/resend.json';
import enSite from '../../shared/i18n/en/site.json';
import enSizing from '../../shared/i18n/en/sizing.json';
import esAccount from '../../shared/i18n/es/account.json';
import esBooking from '../../shared/i18n/es/booking.json';
import esCatalogue from '../../shared/i18n/es/catalogue.json';
import esErrors from '../../shared/i18n/es/errors.json';
import esExtras from '../../shared/i18n/es/extras.json';
import esHome from '../../shared/i18n/es/home.json';
import esInquiry from '../../shared/i18n/es/inquiry.json';
import esLeads from '../../shared/i18n/es/leads.json';
import esMail from '../../shared/i18n/es/mail.json';
import esPages from '../../shared/i18n/es/pages.json';
import esResend from '../../shared/i18n/es/resend.json';
import esSite from '../../shared/i18n/es/site.json';
import esSizing from '../../shared/i18n/es/sizing.json';
import { formatWithLiteralValues } from '../../shared/i18n/literalValues';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Message, MessageValues } from '../../shared/i18n/message';

// The server's texts in either language (issue 39): error answers in the request's language, e-mails in
// the recipient's. All namespaces of both languages, compiled once at start.

const SOURCES: Record<Locale, Messages[]> = {
  en: [
    enSite,
    enExtras,
    enHome,
    enPages,
    enLeads,
    enInquiry,
    enResend,
    enBooking,
    enCatalogue,
    enAccount,
    enErrors,
    enMail,
    enSizing,
  ],
  es: [
    esSite,
    esExtras,
    esHome,
    esPages,
    esLeads,
    esInquiry,
    esResend,
    esBooking,
    esCatalogue,
    esAccount,
    esErrors,
    esMail,
    esSizing,
  ],
};

function compiled(locale: Locale): Messages {
  const messages: Messages = {};
  for (const catalog of SOURCES[locale]) {
    // Under Vite (the tests, the server build) the locale plugin has compiled the catalogs already.
    for (const [id, text] of Object.entries(catalog)) {
      messages[id] = typeof text === 'string' ? compileMessageOrThrow(text) : text;
    }
  }
  return messages;
}

const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: compiled(locale) } })]),
) as Record<Locale, I18n>; // fromEntries loses the key type; LOCALES lists every Locale

/** The text of a message (or of an id with its values) in `locale`. */
export function translate(locale: Locale, message: Message | MessageId, values?: MessageValues): string {
  const i18n = instances[locale];
  const [id, given] = typeof message === 'string' ? [message, values] : [message.id, message.values];
  return formatWithLiteralValues(given, (shielded) => i18n._(id, shielded));
}

/** A translator bound to one language, for code that writes many texts (an e-mail). */
export function translatorFor(
  locale: Locale,
): (message: Message | MessageId, values?: MessageValues) => string {
  return (message, values) => translate(locale, message, values);
}
