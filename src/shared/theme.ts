// The colour theme a visitor asked for (SPEC section 4, Theme), read the same way by the theme machine in
// the browser and by the server when it picks a page's prerendered variant (src/server/web/themedPages.ts).
import { parseCookie } from './cookieText';

export type ThemeName = 'dark' | 'light';

export const DEFAULT_THEME: ThemeName = 'dark';

/**
 * The browser bar's colour (`<meta name="theme-color">`) in each theme: the page's own background, so the
 * bar and the header read as one. It follows the site's theme, not the phone's light or dark setting: the
 * server (themedPages.ts), the inline theme script and the theme switch (themeActor.tsx) all set it.
 */
export const THEME_COLORS: Readonly<Record<ThemeName, string>> = { dark: '#0f172a', light: '#ffffff' };

/**
 * Always drawn dark, whatever theme the visitor chose (the stored choice is left alone); in each language
 * (issue 39): the browser's router and the server see the address with its /es prefix.
 */
export const DARK_ONLY_PATHS: ReadonlySet<string> = new Set([
  '/email-verification',
  '/es/email-verification',
]);

/** Only the two known names count; anything else (unset, garbage) falls back to the default. */
export function themeFromStored(stored: unknown): ThemeName {
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
}

/** The theme the `theme` cookie in cookie text (a Cookie header, `document.cookie`) asks for. */
export function themeInCookies(cookieText: string | undefined): ThemeName {
  return themeFromStored(cookieText === undefined ? undefined : parseCookie(cookieText, 'theme'));
}
