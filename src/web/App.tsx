import { MantineProvider } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DARK_ONLY_PATHS } from './layout/routeChrome';
import { ToastContainers } from './layout/ToastContainers';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import { useThemeName } from './themeActor';

/** Mantine around the router, so error and loading screens are styled too. */
export function App({ router }: { router: AppRouter }) {
  const chosen = useThemeName();
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
      forceColorScheme={DARK_ONLY_PATHS.has(pathname) ? 'dark' : chosen}
    >
      <ToastContainers />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
