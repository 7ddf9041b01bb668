import type { FastifyReply, FastifyRequest } from 'fastify';
import { DARK_ONLY_PATHS, THEME_COLORS, type ThemeName, themeInCookies } from '../../shared/theme';
import { type CachedDocument, type SendOptions, sendDocument } from './document';

/**
 * A page in each theme, as the inline theme script of the build (src/web/prerender/document.ts) would
 * leave it. A visitor without JavaScript gets the theme they chose too, and one with JavaScript gets
 * markup the script then leaves as it is, so nothing flashes.
 */
export type ThemedDocument = Record<ThemeName, CachedDocument>;

/** The themes a path is served in: a dark-only page has one document for every visitor. */
export function themesOf(pathname: string | null): readonly ThemeName[] {
  return pathname !== null && DARK_ONLY_PATHS.has(pathname) ? ['dark'] : ['dark', 'light'];
}

function withAttribute(tag: string, name: string, value: string): string {
  const existing = new RegExp(`\\s${name}="[^"]*"`);
  const attribute = ` ${name}="${value}"`;
  return existing.test(tag) ? tag.replace(existing, attribute) : tag.replace(/\s*\/?>$/, `${attribute}>`);
}

/**
 * The document's <html> and <body> marked with `theme`, and its browser-bar colour, exactly as the theme
 * script sets them.
 */
export function themedHtml(html: string, theme: ThemeName): string {
  return html
    .replace(/<html\b[^>]*>/, (tag) => withAttribute(tag, 'data-mantine-color-scheme', theme))
    .replace(/<body\b[^>]*>/, (tag) =>
      withAttribute(withAttribute(tag, 'data-theme', theme), 'class', `theme-${theme}`),
    )
    .replace(/<meta name="theme-color"[^>]*>/, (tag) => withAttribute(tag, 'content', THEME_COLORS[theme]));
}

/**
 * Answers with the variant the visitor's `theme` cookie asks for. The answer depends on the Cookie
 * header, so caches are told (Vary); each variant has its own ETags, so a 304 is never the other theme.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ThemedDocument,
  status = 200,
  options: SendOptions = {},
): FastifyReply {
  const document = page[themeInCookies(request.headers.cookie)];
  return sendDocument(request, reply, document, status, { ...options, byCookie: true });
}
