import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { SITE_LOCALE } from '../api/siteLocale';
import { PRODUCT_CATEGORY_SLUGS, PRODUCT_SLUGS, SERVICE_SLUGS } from '../content/catalogue/slugs';
import { LOCALE_PATH_PREFIX } from '../shared/i18n/locales';
import { PageLoader } from './components/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { isSignedIn, isStaff } from './session';

// The route table of SPEC section 2. Public pages never download account code.

export interface SessionCheck {
  isSignedIn: () => boolean;
  /** Whether the signed-in account is staff (sign-in said so): only then is /staff the lead inbox. */
  isStaff?: () => boolean;
}

/**
 * How the build prerenders a route (prerender/prerender.ts): `page`, to finished HTML that hydrates;
 * `shell`, the layout around a loader, for pages that depend on the visitor (forms, account pages);
 * `notFound`, the not-found page served with status 404 for every unknown path; `private`, a shell the
 * server sends only to the visitors a gate admits (the staff inbox), never listed in robots.txt or the
 * sitemap: everyone else gets the not-found page with its 404; `offline`, plain HTML without the app, which the
 * service worker shows for a page it has not kept while the phone is offline (issue 29).
 */
export type PrerenderKind = 'page' | 'shell' | 'notFound' | 'private' | 'offline';

export interface RouteHandle {
  prerender: PrerenderKind;
  /** The file under pages/ (without .tsx) that draws the route. */
  page: string;
}

type PageModule = Record<string, ComponentType>;

// Every page is its own lazily loaded chunk, named after its file (pages/HomePage.tsx exports HomePage),
// so the build can also tell which chunk and styles each route needs (prerender/pageAssets.ts).
const pageModules = import.meta.glob<PageModule>(['./pages/*Page.tsx', '!./pages/RouteErrorPage.tsx']);

/** The page component of pages/<name>.tsx, loaded on demand. */
function loadPage(name: string): () => Promise<ComponentType> {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`no page file pages/${name}.tsx`);
  return async () => {
    const page = (await load())[name];
    if (!page) throw new Error(`pages/${name}.tsx does not export ${name}`);
    return page;
  };
}

function pageRoute(
  path: string | undefined,
  page: string,
  prerender: PrerenderKind = 'page',
  loader?: LoaderFunction,
): RouteObject {
  const handle: RouteHandle = { prerender, page };
  const load = loadPage(page);
  const lazy: RouteObject['lazy'] = async () => ({ Component: await load() });
  const where = path === undefined ? { index: true as const } : { path };
  return { ...where, lazy, handle, ...(loader ? { loader } : {}) };
}

export function buildRoutes(session: SessionCheck = { isSignedIn, isStaff }): RouteObject[] {
  const toHome = () => redirect('/');
  // Sign-in and sign-out reload the page, so the table is built for the session of this page load:
  // for a guest the account pages are not registered at all (just a redirect, no code download).
  // The loader re-checks on every visit, in case the session cookies expired in the meantime.
  const accountRoute = (path: string, page: string): RouteObject =>
    session.isSignedIn()
      ? pageRoute(path, page, 'shell', () => (session.isSignedIn() ? null : toHome()))
      : // A Component keeps the router from warning about an empty leaf; the redirect wins anyway.
        {
          path,
          loader: toHome,
          Component: PageLoader,
          handle: { prerender: 'shell', page } satisfies RouteHandle,
        };

  const pages: RouteObject[] = [
    pageRoute(undefined, 'HomePage'),
    pageRoute('register', 'RegisterPage', 'shell', () => (session.isSignedIn() ? toHome() : null)),
    pageRoute('email-verification', 'EmailVerificationPage', 'shell'),
    pageRoute('reset-password', 'ResetPasswordPage', 'shell'),
    // The manage link of the appointment e-mails (issue 28): anyone holding the link, signed in or not.
    pageRoute('appointments/manage/:token', 'ManageAppointmentPage', 'shell'),
    accountRoute('profile', 'ProfilePage'),
    accountRoute('settings', 'SettingsPage'),
    // The server sends this page only to staff and the not-found page to everyone else; the browser
    // draws the same for them, so the address looks like any unknown one and no inbox code downloads.
    pageRoute('staff', session.isStaff?.() ? 'StaffPage' : 'NotFoundPage', 'private'),
    pageRoute('services', 'ServicesPage'),
    ...SERVICE_SLUGS.map((slug) => pageRoute(`services/${slug}`, 'ServicePage')),
    pageRoute('products', 'ProductsPage'),
    ...PRODUCT_CATEGORY_SLUGS.map((slug) => pageRoute(`products/${slug}`, 'ProductCategoryPage')),
    ...PRODUCT_CATEGORY_SLUGS.flatMap((category) =>
      PRODUCT_SLUGS[category].map((slug) => pageRoute(`products/${category}/${slug}`, 'ProductPage')),
    ),
    pageRoute('generator-sizing', 'GeneratorSizingPage'),
    pageRoute('locations', 'LocationsPage'),
    pageRoute('about', 'AboutPage'),
    pageRoute('about/our-story', 'OurStoryPage'),
    pageRoute('privacy-policy', 'PrivacyPolicyPage'),
    pageRoute('terms-of-service', 'TermsOfServicePage'),
    pageRoute('*', 'NotFoundPage', 'notFound'),
  ];

  return [
    // Outside the layout: without the app, the header's menus and buttons would do nothing.
    pageRoute('/offline', 'OfflinePage', 'offline'),
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageLoader,
      // Pathless, so a failing page keeps the header and footer around its error message.
      children: [{ errorElement: <RouteErrorPage />, children: pages }],
    },
  ];
}

/**
 * Where this build's pages live (issue 39): `/` in English, `/es/` in the Spanish build, so every router link
 * and redirect of a Spanish page stays in Spanish (`<Link to="/services">` is /es/services, `/` is /es/).
 * With the trailing slash the Spanish home is /es/, its canonical address; the server sends /es there.
 */
export const ROUTER_BASENAME = `${LOCALE_PATH_PREFIX[SITE_LOCALE]}/`;

/**
 * `hydrating`: the page was prerendered and is being hydrated. The router is then told the page is already
 * rendered (empty hydration data: no public page has a loader), so it does not scroll to the top when it
 * starts, which yanked a visitor who had scrolled before the app was live back up the page.
 */
export function createAppRouter(routes: RouteObject[] = buildRoutes(), hydrating = false) {
  return createBrowserRouter(routes, {
    basename: ROUTER_BASENAME,
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
