import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { BrowserApp } from './App';
import { startBrowserAnalytics } from './analytics';
import { startInspector } from './inspector';
import { PRERENDERED_ATTRIBUTE } from './prerender/rootAttributes';
import { buildRoutes, createAppRouter, ROUTER_BASENAME } from './router';
import { dropStaticHead } from './staticHead';
import { ThemeProvider } from './themeActor';

/** The origin the server wrote into the canonical link (PUBLIC_URL), so hydration renders the same. */
function servedOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/** A page that did not hydrate cleanly was rendered afresh: say why, for whoever looks at the console. */
function reportHydrationError(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error('hydration:', error instanceof Error ? error.message : error, cause, info.componentStack);
}

/** Starts the app: hydrates a prerendered page, or renders an app shell's page afresh. */
export async function boot(): Promise<void> {
  // Before any actor exists, so the inspector (dev only, opt-in) sees them all from the start.
  await startInspector();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const routes = buildRoutes();
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered) {
    // Hydration must render what the build rendered: load the matched pages' code first, so the
    // router starts with them instead of a loading screen.
    const lazy = (matchRoutes(routes, window.location, ROUTER_BASENAME) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  } else {
    dropStaticHead(document.head);
  }
  const router = createAppRouter(routes, prerendered);
  startBrowserAnalytics(router);
  const app = (
    <StrictMode>
      <ThemeProvider>
        <BrowserApp router={router} origin={servedOrigin()} />
      </ThemeProvider>
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration runs in slices that yield to the browser between them, instead of one
    // long task that blocks a phone's main thread (and the visitor's first tap) until the page is live.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
  } else createRoot(container).render(app);
}
