import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadApiClient } from '../../machines/apiCall';
import { DARK_ONLY_PATHS } from '../shared/theme';
import { SiteOriginContext } from './components/siteOrigin';
import { replayEarlyInput } from './earlyInput';
import { whenHydrated } from './hydrationProgress';
import { preloadWhenIdle, startIdlePreloads } from './idlePreload';
import { ToastContainersHost } from './layout/ToastContainersHost';
import { startLeadResendLater } from './offline/leadResend';
import { registerServiceWorkerWhenSettled } from './offline/serviceWorkerLater';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import { useThemeName } from './themeActor';

/**
 * Mantine and the site's origin around a router view, so error and loading screens are styled too.
 * The browser (`BrowserApp`) and the build's prerenderer (prerender/entry-server.tsx) both use it,
 * which keeps the prerendered HTML and the hydrated page the same tree.
 */
export function AppProviders({
  pathname,
  origin,
  children,
}: {
  pathname: string;
  origin: string;
  children: ReactNode;
}) {
  const chosen = useThemeName();
  return (
    <SiteOriginContext value={origin}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="dark"
        forceColorScheme={DARK_ONLY_PATHS.has(pathname) ? 'dark' : chosen}
      >
        <ToastContainersHost />
        {children}
      </MantineProvider>
    </SiteOriginContext>
  );
}

export function BrowserApp({ router, origin }: { router: AppRouter; origin: string }) {
  // Effects run after the root has committed; the page is live once its slices have hydrated too and what
  // the visitor did before has been answered (replayEarlyInput sets the mark; the early-input recorder stops
  // catching then).
  useEffect(
    () =>
      whenHydrated(() => {
        void replayEarlyInput();
        // Every public page has a lead form: its calls should not wait for the client at the first send.
        preloadWhenIdle(loadApiClient);
        // Leads an earlier visit saved offline go now (issue 29); this also loads the outbox for the forms.
        preloadWhenIdle(startLeadResendLater);
        startIdlePreloads();
        // The worker's install must not compete with the page's start (issue 29): serviceWorkerLater.ts.
        registerServiceWorkerWhenSettled();
      }),
    [],
  );
  const current = () => router.state.location.pathname;
  // The same value during hydration as after it: the router already holds the page's location.
  const pathname = useSyncExternalStore(router.subscribe, current, current);
  return (
    <AppProviders pathname={pathname} origin={origin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
