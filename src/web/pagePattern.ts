// What analytics may say about a page (issue 38): the pattern of the route that drew it, as the route
// table names it (`/appointments/manage/:token`, `/reset-password`), never the address as visited. The
// manage link carries its token in the path and the reset link its token and e-mail address in the
// query; a pattern carries neither, so no page view, referrer or automatic event can send them away.

/** The part of a react-router match the pattern is read from. */
export interface RouteMatchLike {
  route: { path?: string };
}

/**
 * `/appointments/manage/:token` for the matches of /appointments/manage/<token>: the matched routes'
 * paths joined (layout and pathless routes add nothing; the catch-all is `/*`).
 */
export function routePattern(matches: readonly RouteMatchLike[]): string {
  const segments = matches
    .map((match) => match.route.path ?? '')
    .flatMap((routePath) => routePath.split('/'))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/**
 * The referrer analytics may report for the first page: a page of this site by its route's pattern (a
 * full-page load from the manage page would otherwise hand over the token), another site by its origin
 * only; undefined when there is none.
 */
export function reportedReferrer(
  referrer: string,
  origin: string,
  patternOf: (pathname: string) => string,
): string | undefined {
  if (referrer === '') return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  return url.origin === origin ? `${origin}${patternOf(url.pathname)}` : url.origin;
}
