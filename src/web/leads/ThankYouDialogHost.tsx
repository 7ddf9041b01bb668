import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { OnceOpened } from '../components/OnceOpened';
import type { EstimateActorRef } from './useEstimateActor';

// The dialog's code loads when a request succeeds for the first time.
const ThankYouDialog = lazy(() => import('./ThankYouDialog').then((m) => ({ default: m.ThankYouDialog })));

export function ThankYouDialogHost({ actor }: { actor: EstimateActorRef }) {
  const opened = useSelector(actor, (snapshot) => snapshot.matches({ dialog: 'open' }));
  return (
    <OnceOpened opened={opened}>
      <ThankYouDialog actor={actor} />
    </OnceOpened>
  );
}
