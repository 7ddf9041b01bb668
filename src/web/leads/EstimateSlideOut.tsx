import { Drawer, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useSignedInUser } from '../hooks/useSignedInUser';
import type { StoredAuthUser } from '../session';
import { EstimateForm } from './EstimateForm';
import classes from './leads.module.css';
import { ThankYouDialog } from './ThankYouDialog';
import { useEstimateActor } from './useEstimateActor';

const DRAWER_ID = 'estimate-slide-out';

/**
 * The Get Estimate tab fixed to the side of the page, toggling the form in a drawer (SPEC section 2).
 * Mounted anew when a signed-in visitor is known (after hydration), like InlineEstimate.
 */
export function EstimateSlideOut() {
  const user = useSignedInUser();
  return <EstimateSlideOutFor key={user ? 'user' : 'guest'} user={user} />;
}

function EstimateSlideOutFor({ user }: { user: StoredAuthUser | null }) {
  const actor = useEstimateActor(user);
  const opened = useSelector(actor, (snapshot) => snapshot.matches({ panel: 'open' }));
  return (
    <>
      <UnstyledButton
        className={classes.estimateTab}
        aria-expanded={opened}
        aria-controls={opened ? DRAWER_ID : undefined}
        onClick={() => actor.send({ type: 'TOGGLE' })}
      >
        Get Estimate
      </UnstyledButton>
      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={() => actor.send({ type: 'CLOSE' })}
        position="right"
        size="lg"
        title="Get a Free Estimate"
        classNames={{ title: classes.dialogTitle }}
        closeButtonProps={{ 'aria-label': 'Close the estimate form' }}
      >
        <Text c="dimmed" mb="md">
          Tell us what you need and we will get back to you with a free estimate.
        </Text>
        <EstimateForm actor={actor} />
      </Drawer>
      <ThankYouDialog actor={actor} />
    </>
  );
}
