import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { usePreloadWhenIdle } from '../idlePreload';
import { TOAST_CONTAINER_IDS, toastStores } from '../notifications';

// The toast containers' code (Mantine's Notifications and its transitions) is not in the first load: it is
// fetched when the browser is idle after the page is live, or with the first toast if that comes first.
// The toast waits in its store until the containers mount.
const ToastContainers = lazyWithPreload(() => import('./ToastContainers').then((m) => m.ToastContainers));

let shown = false;

function subscribe(onChange: () => void): () => void {
  const unsubscribes = TOAST_CONTAINER_IDS.map((id) => toastStores[id].subscribe(onChange));
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

// Once a toast was shown the containers stay mounted, so later toasts animate out as usual.
function anyToastSoFar(): boolean {
  shown ||= TOAST_CONTAINER_IDS.some((id) => toastStores[id].getState().notifications.length > 0);
  return shown;
}

export function ToastContainersHost() {
  usePreloadWhenIdle(ToastContainers.preload);
  const wanted = useSyncExternalStore(subscribe, anyToastSoFar, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainers />
    </Suspense>
  );
}
