import type account from './en/account.json';
import type booking from './en/booking.json';
import type catalogue from './en/catalogue.json';
import type errors from './en/errors.json';
import type extras from './en/extras.json';
import type home from './en/home.json';
import type inquiry from './en/inquiry.json';
import type leads from './en/leads.json';
import type mail from './en/mail.json';
import type pages from './en/pages.json';
import type resend from './en/resend.json';
import type site from './en/site.json';
import type sizing from './en/sizing.json';

// The message catalogs (issue 39): one JSON file per language and namespace, English the source
// (en/<namespace>.json) and every other language the same ids (es/<namespace>.json), ICU MessageFormat
// texts (`{count, plural, one {# day} other {# days}}`). tests/unit/catalogs.test.ts fails when a language
// lacks an id, has one English does not, or a text differs in its placeholders or does not parse.
//
// Which code loads which namespace:
// - site, extras, home, pages, leads, inquiry, resend, booking, catalogue, account: the web app, each with the chunks that show it (src/web/i18n), and
//   the server (shared rules answer with these ids);
// - sizing: the sizing guide's chunk, and the server (its check's 400s, the sizing in e-mails);
// - errors, mail: the server only (its error texts and e-mails). The staff area stays English.

export const NAMESPACES = [
  'site',
  'extras',
  'home',
  'pages',
  'leads',
  'inquiry',
  'resend',
  'booking',
  'catalogue',
  'account',
  'errors',
  'mail',
  'sizing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

interface Catalogs {
  site: typeof site;
  extras: typeof extras;
  home: typeof home;
  pages: typeof pages;
  leads: typeof leads;
  inquiry: typeof inquiry;
  resend: typeof resend;
  booking: typeof booking;
  catalogue: typeof catalogue;
  account: typeof account;
  errors: typeof errors;
  mail: typeof mail;
  sizing: typeof sizing;
}

/** Every message id of every namespace. */
export type MessageId = { [N in Namespace]: keyof Catalogs[N] & string }[Namespace];

/** The ids of one namespace. */
export type MessageIdOf<N extends Namespace> = keyof Catalogs[N] & string;
