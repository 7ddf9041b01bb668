import { UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { useSignedInUser } from '../hooks/useSignedInUser';
import { usePreloadWhenIdle } from '../idlePreload';
import type { StoredAuthUser } from '../session';
import classes from './leads.module.css';
import { ThankYouDialogHost } from './ThankYouDialogHost';
import { type EstimateActorRef, useEstimateActor } from './useEstimateActor';

const DRAWER_ID = 'estimate-slide-out';

// The form's code is fetched when the browser is idle after the page is live, or at the first touch of
// the tab if that comes first.
const EstimateDrawer = lazyWithPreload(() => import('./EstimateDrawer').then((m) => m.EstimateDrawer));

/**
 * The Get Estimate tab fixed to the side of the page, toggling the form in a drawer (SPEC section 2).
 * Mounted anew when a signed-in visitor is known (after hydration), like InlineEstimate.
 */
export function EstimateSlideOut() {
  const user = useSignedInUser();
  return <EstimateSlideOutFor key={user ? 'user' : 'guest'} user={user} />;
}

function EstimateSlideOutFor({ user }: { user: StoredAuthUser | null }) {
  return <EstimateSlideOutView actor={useEstimateActor(user)} />;
}

/** The tab, its drawer and the thank-you dialog for a form the caller runs (the sizing guide attaches to it). */
export function EstimateSlideOutView({ actor }: { actor: EstimateActorRef }) {
  const opened = useSelector(actor, (snapshot) => snapshot.matches({ panel: 'open' }));
  usePreloadWhenIdle(EstimateDrawer.preload);
  return (
    <>
      <UnstyledButton
        className={classes.estimateTab}
        data-lead-widget
        aria-expanded={opened}
        aria-controls={opened ? DRAWER_ID : undefined}
        onClick={() => actor.send({ type: 'TOGGLE' })}
        onPointerDown={EstimateDrawer.preload}
        onFocus={EstimateDrawer.preload}
      >
        Get Estimate
      </UnstyledButton>
      <OnceOpened opened={opened}>
        <EstimateDrawer id={DRAWER_ID} actor={actor} opened={opened} />
      </OnceOpened>
      <ThankYouDialogHost actor={actor} />
    </>
  );
}
