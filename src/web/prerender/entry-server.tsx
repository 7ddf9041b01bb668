import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { type Locale, pathInLocale } from '../../shared/i18n/locales';
import { AppProviders } from '../App';
import { PageLoader } from '../components/PageLoader';
import { PUBLIC_URL_PLACEHOLDER } from '../components/siteOrigin';
import { buildRoutes, type PrerenderKind, ROUTER_BASENAME, type RouteHandle } from '../router';
import { ThemeProvider } from '../themeActor';

// Built by `vite build --ssr` and called by prerender.ts at build time (never by the running server):
// renders the routes of the one route table as a guest with the default (dark) theme first sees them. Each
// language has its own server build (issue 39): this one renders its pages under its own prefix (/es/...).

/** The language of this build's pages. */
export const LOCALE: Locale = SITE_LOCALE;

export interface PrerenderTarget {
  /** The route's path without the language prefix (`/services`); `address` is where it is served. */
  path: string;
  kind: PrerenderKind;
  /** The file under pages/ that draws it. */
  page: string;
}

/** A path under which no page exists, to render the not-found page. */
const UNKNOWN_PATH = '/__not-found__';

function handleOf(route: RouteObject): RouteHandle | undefined {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'prerender' in handle
    ? (handle as RouteHandle) // checked just above; RouteObject types its handle as any
    : undefined;
}

function walk(routes: RouteObject[], visit: (route: RouteObject, path: string) => void, base = ''): void {
  for (const route of routes) {
    const own = route.index ? '' : (route.path ?? '');
    const path = own.startsWith('/') ? own : `${base.replace(/\/$/, '')}/${own}`;
    visit(route, path.length > 1 ? path.replace(/\/$/, '') : path);
    if (route.children) walk(route.children, visit, path);
  }
}

/** Where a target's page is served in this build's language: `/services`, `/es/services`, `/es/`. */
export function targetAddress(target: PrerenderTarget): string {
  return pathInLocale(target.path, LOCALE);
}

/**
 * Every route the build writes a document for, read from the handles of the route table. The staff inbox
 * (`private`) is English only: the Spanish build has none.
 */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  walk(buildRoutes({ isSignedIn: () => false }), (route, path) => {
    const handle = handleOf(route);
    if (handle && !(LOCALE !== 'en' && handle.prerender === 'private')) {
      targets.push({
        path: handle.prerender === 'notFound' ? UNKNOWN_PATH : path,
        kind: handle.prerender,
        page: handle.page,
      });
    }
  });
  return targets;
}

/** Kinds whose document is the layout around a loader: the page depends on who visits. */
export function isShellKind(kind: PrerenderKind): boolean {
  return kind === 'shell' || kind === 'private';
}

/** Shell routes show the layout around a loader; the browser renders the real page over it. */
function withShells(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle = handleOf(route);
    if (handle && isShellKind(handle.prerender)) return { path: route.path, Component: PageLoader };
    return route.children ? { ...route, children: withShells(route.children) } : route;
  });
}

async function render(routes: RouteObject[], pathname: string): Promise<string> {
  const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered a redirect (${context.status}) and cannot be prerendered`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <ThemeProvider>
      <AppProviders pathname={pathname} origin={PUBLIC_URL_PLACEHOLDER}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ThemeProvider>,
  );
}

export function renderTarget(target: PrerenderTarget): Promise<string> {
  const routes = buildRoutes({ isSignedIn: () => false });
  return render(isShellKind(target.kind) ? withShells(routes) : routes, targetAddress(target));
}
