import { UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { t } from '../i18n/leads.messages';
import { usePreloadWhenIdle } from '../idlePreload';
import { readSignedInUser } from '../session';
import classes from './leads.module.css';
import { ThankYouDialogHost } from './ThankYouDialogHost';
import { type EstimateActorRef, useEstimateActor } from './useEstimateActor';

const DRAWER_ID = 'estimate-slide-out';

// The form's code is fetched when the browser is idle after the page is live, or at the first touch of
// the tab if that comes first.
const EstimateDrawer = lazyWithPreload(() => import('./EstimateDrawer').then((m) => m.EstimateDrawer));

/**
 * The Get Estimate tab fixed to the side of the page, toggling the form in a drawer (SPEC section 2).
 * The tab is the same for guests and signed-in visitors and the form draws only once opened, so the
 * stored user is read when the tab first renders, hydration included: remounting it once the user was
 * known threw away a tap on the tab made before the page was live (replayed at hydration, then lost).
 * Signing in or out reloads the page.
 */
export function EstimateSlideOut() {
  const [user] = useState(readSignedInUser);
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
        {t('estimate.tab')}
      </UnstyledButton>
      <OnceOpened opened={opened}>
        <EstimateDrawer id={DRAWER_ID} actor={actor} opened={opened} />
      </OnceOpened>
      <ThankYouDialogHost actor={actor} />
    </>
  );
}
