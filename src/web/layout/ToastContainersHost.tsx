import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_CONTAINER_IDS, toastStores } from '../notifications';

// The toast containers' code (Mantine's Notifications and its transitions) loads with the first toast:
// pages that never show one never download it. The toast waits in its store until the containers mount.
const ToastContainers = lazy(() => import('./ToastContainers').then((m) => ({ default: m.ToastContainers })));

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
  const wanted = useSyncExternalStore(subscribe, anyToastSoFar, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainers />
    </Suspense>
  );
}
