import type { Plugin } from 'vite';
import type { Locale } from '../../shared/i18n/locales';

// index.html is every document's template (src/web/prerender/document.ts): its <html lang> and the default
// title and description that the app shells (account pages, forms) keep, since they render no head of their
// own. In another language's build (issue 39) this plugin writes them in that language. English is the
// template as it is.

export interface DocumentDefaults {
  title: string;
  description: string;
  /** What a browser without JavaScript shows in the dev server (the build removes it from documents). */
  noScript: string;
}

/** The template's texts in each language but English (English: src/web/index.html itself). */
export const DOCUMENT_DEFAULTS: Record<Exclude<Locale, 'en'>, DocumentDefaults> = {
  es: {
    title: 'Sunshine State Generators · Venta, instalación y servicio de generadores en Florida',
    description:
      'Generadores de respaldo para el hogar, comerciales y portátiles, bombas contra incendios, interruptores de transferencia y tanques de combustible, instalados y mantenidos en Orlando, Tampa y Jacksonville, FL. Estimados gratis.',
    noScript: 'Este sitio necesita JavaScript para funcionar.',
  },
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The template in `locale`: its lang, default title, description and no-script text. */
export function localizedTemplate(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const texts = DOCUMENT_DEFAULTS[locale];
  const replaced = html
    .replace(/(<html\b[^>]*\blang=")[^"]*"/, `$1${locale}"`)
    .replace(/(<title data-static-head>)[\s\S]*?(<\/title>)/, `$1${escapeText(texts.title)}$2`)
    .replace(
      /(<meta\s+data-static-head\s+name="description"\s+content=")[^"]*"/,
      `$1${escapeAttribute(texts.description)}"`,
    )
    .replace(/(<noscript>)[\s\S]*?(<\/noscript>)/, `$1${escapeText(texts.noScript)}$2`);
  for (const [what, pattern] of [
    ['lang', new RegExp(`<html\\b[^>]*\\blang="${locale}"`)],
    ['title', /<title data-static-head>/],
    ['description', /<meta\s+data-static-head\s+name="description"/],
  ] as const) {
    if (!pattern.test(replaced)) throw new Error(`index.html: could not set the ${what} for ${locale}`);
  }
  return replaced;
}

export function localeDocument(locale: Locale): Plugin {
  return {
    name: 'site-locale-document',
    transformIndexHtml: { order: 'pre', handler: (html) => localizedTemplate(html, locale) },
  };
}
