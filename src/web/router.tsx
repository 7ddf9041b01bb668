import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { PageLoader } from './components/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { isSignedIn } from './session';

// The route table of SPEC section 2. Every page is its own lazily loaded chunk, so public pages
// never download account code.

export interface SessionCheck {
  isSignedIn: () => boolean;
}

/**
 * How the build prerenders a route (prerender/prerender.ts): `page`, to finished HTML that hydrates;
 * `shell`, the layout around a loader, for pages that depend on the visitor (forms, account pages);
 * `notFound`, the not-found page served with status 404 for every unknown path.
 */
export type PrerenderKind = 'page' | 'shell' | 'notFound';

export interface RouteHandle {
  prerender: PrerenderKind;
}

function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

function pageRoute(
  path: string,
  load: () => Promise<ComponentType>,
  prerender: PrerenderKind = 'page',
  loader?: LoaderFunction,
): RouteObject {
  const handle: RouteHandle = { prerender };
  return { path, lazy: lazyPage(load), handle, ...(loader ? { loader } : {}) };
}

export function buildRoutes(session: SessionCheck = { isSignedIn }): RouteObject[] {
  const toHome = () => redirect('/');
  // Sign-in and sign-out reload the page, so the table is built for the session of this page load:
  // for a guest the account pages are not registered at all (just a redirect, no code download).
  // The loader re-checks on every visit, in case the session cookies expired in the meantime.
  const accountRoute = (path: string, load: () => Promise<ComponentType>): RouteObject =>
    session.isSignedIn()
      ? pageRoute(path, load, 'shell', () => (session.isSignedIn() ? null : toHome()))
      : // A Component keeps the router from warning about an empty leaf; the redirect wins anyway.
        { path, loader: toHome, Component: PageLoader, handle: { prerender: 'shell' } satisfies RouteHandle };

  const pages: RouteObject[] = [
    {
      index: true,
      lazy: lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage)),
      handle: { prerender: 'page' } satisfies RouteHandle,
    },
    pageRoute(
      'register',
      () => import('./pages/RegisterPage').then((m) => m.RegisterPage),
      'shell',
      () => (session.isSignedIn() ? toHome() : null),
    ),
    pageRoute(
      'email-verification',
      () => import('./pages/EmailVerificationPage').then((m) => m.EmailVerificationPage),
      'shell',
    ),
    pageRoute(
      'reset-password',
      () => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
      'shell',
    ),
    accountRoute('profile', () => import('./pages/ProfilePage').then((m) => m.ProfilePage)),
    accountRoute('settings', () => import('./pages/SettingsPage').then((m) => m.SettingsPage)),
    pageRoute('services', () => import('./pages/ServicesPage').then((m) => m.ServicesPage)),
    pageRoute('services/installations', () =>
      import('./pages/InstallationsPage').then((m) => m.InstallationsPage),
    ),
    pageRoute('services/maintenance-repairs', () =>
      import('./pages/MaintenanceRepairsPage').then((m) => m.MaintenanceRepairsPage),
    ),
    pageRoute('services/commercial-industrial', () =>
      import('./pages/CommercialIndustrialPage').then((m) => m.CommercialIndustrialPage),
    ),
    pageRoute('services/residential', () => import('./pages/ResidentialPage').then((m) => m.ResidentialPage)),
    pageRoute('services/firepumps', () => import('./pages/FirepumpsPage').then((m) => m.FirepumpsPage)),
    pageRoute('products', () => import('./pages/ProductsPage').then((m) => m.ProductsPage)),
    pageRoute('products/portable-generators', () =>
      import('./pages/PortableGeneratorsPage').then((m) => m.PortableGeneratorsPage),
    ),
    pageRoute('products/standby-generators', () =>
      import('./pages/StandbyGeneratorsPage').then((m) => m.StandbyGeneratorsPage),
    ),
    pageRoute('products/transfer-switches', () =>
      import('./pages/TransferSwitchesPage').then((m) => m.TransferSwitchesPage),
    ),
    pageRoute('products/fuel-tanks', () => import('./pages/FuelTanksPage').then((m) => m.FuelTanksPage)),
    pageRoute('locations', () => import('./pages/LocationsPage').then((m) => m.LocationsPage)),
    pageRoute('about', () => import('./pages/AboutPage').then((m) => m.AboutPage)),
    pageRoute('about/our-story', () => import('./pages/OurStoryPage').then((m) => m.OurStoryPage)),
    pageRoute('privacy-policy', () => import('./pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
    pageRoute('terms-of-service', () =>
      import('./pages/TermsOfServicePage').then((m) => m.TermsOfServicePage),
    ),
    pageRoute('*', () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage), 'notFound'),
  ];

  return [
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageLoader,
      // Pathless, so a failing page keeps the header and footer around its error message.
      children: [{ errorElement: <RouteErrorPage />, children: pages }],
    },
  ];
}

export function createAppRouter(routes: RouteObject[] = buildRoutes()) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
