// Turns the Vite-built index.html into a page's document: the page's head tags where the template's
// static ones were, the theme applied before the first paint, and the rendered markup inside #root.
import { DARK_ONLY_PATHS, THEME_COLORS } from '../../shared/theme';
import { EARLY_INPUT_SCRIPT } from './earlyInputScript';
import { styleLinks } from './pageAssets';
import {
  LATER_MODULES_ATTRIBUTE,
  LATER_STYLES_ATTRIBUTE,
  MODULES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from './rootAttributes';

/**
 * Runs before the first paint (inline, first in <body>): applies the visitor's stored theme (the
 * `theme` cookie, SPEC section 9) so a light-theme visitor never sees a dark flash, and keeps the
 * verification page dark as the app does. Its hash goes into the CSP (prerender.json scriptHashes). The
 * server sends the same attributes already (src/server/web/themedPages.ts), for visitors without
 * JavaScript; tests/unit/themeVariants.test.ts holds the two to the same answer.
 */
export const THEME_SCRIPT =
  "(function(){var t='dark';try{var m=document.cookie.match(/(?:^|;\\s*)theme=([^;]*)/);" +
  "if(m&&JSON.parse(decodeURIComponent(m[1]))==='light')t='light'}catch(e){}" +
  `if(${JSON.stringify([...DARK_ONLY_PATHS])}.indexOf(location.pathname)>=0)t='dark';` +
  "document.documentElement.setAttribute('data-mantine-color-scheme',t);" +
  "var b=document.body;b.setAttribute('data-theme',t);b.className='theme-'+t;" +
  `var c=document.querySelector('meta[name=theme-color]');if(c)c.setAttribute('content',${JSON.stringify(THEME_COLORS)}[t])})()`;

/** The inline scripts every document runs first in <body>, in order; the CSP allows each by its hash. */
export const INLINE_SCRIPTS = [THEME_SCRIPT, EARLY_INPUT_SCRIPT] as const;

// React 19 emits a page's hoistable elements (<title>, <meta>, <link>) at the very start of the markup
// when it renders a tree without <html>; in the browser it adopts matching ones found in <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHoistables(markup: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

export interface PageDocument {
  markup: string;
  /** Prerendered pages hydrate; app shells (account pages) are rendered afresh in the browser. */
  hydrate: boolean;
  /** The page's own stylesheets and the app's script chunks it starts with (pageAssets.ts). */
  assets: { styles: readonly string[]; scripts: readonly string[] };
  /** Scripts and styles of what the visitor may open next, fetched after the first load (pageAssets.ts). */
  later?: { styles: readonly string[]; scripts: readonly string[] };
  /** Fonts every page uses (their built URLs), fetched at once instead of after the styles are parsed. */
  fonts?: readonly string[];
  /**
   * `false`: plain HTML without the app (the offline page): no entry script and no early-input recorder,
   * which would hold taps for an app that never comes; `endScript` then runs at the end of <body>.
   */
  app?: false;
  endScript?: string;
}

function fontPreloads(fonts: readonly string[]): string {
  return fonts
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * Stylesheets first: they block rendering, so they should not queue behind the entry script. The entry is
 * `async`: a deferred module would run only once the whole document is parsed, which on a phone comes
 * after the first paint (a throttled trace of the home page: the entry arrived at 0.88 s and ran at 1.8 s,
 * while the network sat idle). Run on arrival, it requests the page's chunks (listed on itself: #root may
 * not be parsed yet) a second earlier; main.tsx still waits for the first paint and the parsed document
 * before it hydrates.
 */
function stylesBeforeScripts(template: string, pageStyles: string, modules: string): string {
  const styles = (template.match(STYLESHEET) ?? []).map((link) => link.trim()).join('') + pageStyles;
  const withoutStyles = template.replace(STYLESHEET, '');
  const entry = withoutStyles.indexOf('<script type="module"');
  if (entry < 0) throw new Error('index.html has no module script');
  // The entry only waits for the first paint (main.tsx): it must not compete with the styles for it.
  const scripts = withoutStyles
    .slice(entry)
    .replace('<script type="module"', `<script type="module" async fetchpriority="low" ${modules}`);
  return `${withoutStyles.slice(0, entry)}${styles}${scripts}`;
}

export function pageDocument(indentedTemplate: string, page: PageDocument): string {
  // The template's line breaks and indents between tags are bytes every first visit downloads (27 of the
  // home's, gzip); the page's own markup has none.
  const template = indentedTemplate.replace(/>\s+</g, '><');
  const { head, body } = splitHoistables(page.markup);
  const staticHead = /<title data-static-head>[\s\S]*?<\/title>\s*<meta\s+data-static-head[\s\S]*?\/>/;
  if (!staticHead.test(template))
    throw new Error('index.html lost its data-static-head title and description');
  const modules = [
    `${MODULES_ATTRIBUTE}="${page.assets.scripts.join(' ')}"`,
    `${LATER_MODULES_ATTRIBUTE}="${(page.later?.scripts ?? []).join(' ')}"`,
    `${LATER_STYLES_ATTRIBUTE}="${(page.later?.styles ?? []).join(' ')}"`,
  ].join(' ');
  const root = page.hydrate ? `<div id="root" ${PRERENDERED_ATTRIBUTE}>` : '<div id="root">';
  const inline = page.app === false ? [THEME_SCRIPT] : INLINE_SCRIPTS;
  const html = stylesBeforeScripts(
    template,
    fontPreloads(page.fonts ?? []) + styleLinks(page.assets.styles),
    modules,
  )
    // A shell renders no head tags of its own: it keeps the site's default title and description.
    .replace(staticHead, (defaults) => head || defaults)
    .replace(/<body([^>]*)>/, `<body$1>${inline.map((script) => `<script>${script}</script>`).join('')}`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', `${root}${body}</div>`);
  if (page.app !== false) return html;
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace('</body>', `${page.endScript ? `<script>${page.endScript}</script>` : ''}</body>`);
}
