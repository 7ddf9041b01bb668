import { SITE_LOCALE } from '../../api/siteLocale';
import { INTL_LOCALE } from '../../shared/i18n/locales';

/**
 * A stored time as the settings screens show it: in the visitor's own time zone (SPEC 2), written the way
 * the page's language writes dates (issue 39: en-US on English pages, es-US on Spanish ones).
 */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleString(INTL_LOCALE[SITE_LOCALE]);
}
