import { createContext, useContext } from 'react';

/**
 * The site's public origin for canonical links, Open Graph URLs and structured data. Prerendering
 * writes a placeholder that the server replaces with PUBLIC_URL; the browser reads the origin back
 * from the served canonical link (see main.tsx), so hydration renders the very same URLs.
 */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

export const SiteOriginContext = createContext<string>(PUBLIC_URL_PLACEHOLDER);

export function useSiteUrl(pathname: string): string {
  return `${useContext(SiteOriginContext)}${pathname === '/' ? '/' : pathname}`;
}
