import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeUpdateStatus, updateStatus } from './updateStatus';

// Where the offer of a new version goes in the layout. Its flow and view load only once the service worker
// reports a new deploy, so no page's first load carries them. If their code cannot be fetched (a deploy
// removed it and the new worker has not got it), the offer is left out rather than breaking the page.
const UpdateOffer = lazy<ComponentType>(() =>
  import('./UpdateOffer').then(
    (module) => ({ default: module.UpdateOffer }),
    () => ({ default: () => null }),
  ),
);

const noneOnServer = () => 'none' as const;

export function UpdateOfferSlot() {
  const status = useSyncExternalStore(subscribeUpdateStatus, updateStatus, noneOnServer);
  if (status === 'none') return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer />
    </Suspense>
  );
}
