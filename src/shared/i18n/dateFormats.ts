import { INTL_LOCALE, type Locale } from './locales';

// Building an Intl.DateTimeFormat costs far more than using one (about 0.4 ms against microseconds): made
// per call, the "when to expect a call" text was a third of an inquiry's own work under load (issue 41's
// profile). One instance per locale and options, kept for the process.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The shared formatter for `locale` and `options` (the options' key order is part of the key). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}
