import { IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { type Locale, otherLocale, pathInLocale } from '../../shared/i18n/locales';
import { useHydrated } from '../hooks/useHydrated';
import { t } from '../i18n/site.messages';
import { rememberLanguage } from './languageChoice';

/** The same page in the other language: its address, with the query and the fragment once hydrated. */
export function useOtherLanguageHref(locale: Locale = otherLocale(SITE_LOCALE)): string {
  const { pathname, search, hash } = useLocation();
  // The prerendered page knows no query: the first render matches it, the next adds what the address has.
  const hydrated = useHydrated();
  return `${pathInLocale(pathname, locale)}${hydrated ? `${search}${hash}` : ''}`;
}

/**
 * The language switch (issue 39): a crawlable link to the same page in the other language, named in that
 * language ("Español" on English pages, "English" on Spanish ones). A full page load, not a router link:
 * the other language is another build of the app. Following it remembers the choice for a year.
 */
export function LanguageLink({
  className,
  nameClassName,
  withIcon = true,
  children,
}: {
  className?: string;
  /** For the name's own span, e.g. to show the icon alone on a crowded bar (the name stays for readers). */
  nameClassName?: string;
  withIcon?: boolean;
  children?: ReactNode;
}) {
  const other = otherLocale(SITE_LOCALE);
  const href = useOtherLanguageHref(other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      data-language-switch={other}
      onClick={() => rememberLanguage(other)}
    >
      {withIcon ? <IconLanguage size={18} aria-hidden="true" /> : null}
      <span className={nameClassName}>{children ?? t('language.switchTo')}</span>
    </a>
  );
}
