import { useSelector } from '@xstate/react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { usePreloadWhenIdle } from '../idlePreload';
import type { EstimateActorRef } from './useEstimateActor';

// The dialog's code is fetched when the browser is idle after the page is live, so a request that
// succeeds is thanked at once.
const ThankYouDialog = lazyWithPreload(() => import('./ThankYouDialog').then((m) => m.ThankYouDialog));

export function ThankYouDialogHost({ actor }: { actor: EstimateActorRef }) {
  const opened = useSelector(actor, (snapshot) => snapshot.matches({ dialog: 'open' }));
  usePreloadWhenIdle(ThankYouDialog.preload);
  return (
    <OnceOpened opened={opened}>
      <ThankYouDialog actor={actor} />
    </OnceOpened>
  );
}
