import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { estimateMachine } from '../../../machines/estimate.machine';
import { newKeyPrefix } from '../../shared/submissionKeys';
import { useFlow } from '../hooks/useFlow';
import { resendSavedLeadSoon } from '../offline/leadResend';
import type { StoredAuthUser } from '../session';

export type EstimateActorRef = ActorRefFrom<typeof estimateMachine>;

/**
 * One estimate form's actor for `signedIn` (read once: a form whose user changes is mounted anew, see
 * InlineEstimate and EstimateSlideOut) (the slide-out and the home page's inline form each have their own), with the
 * way to /register that the machine asks for.
 */
export function useEstimateActor(signedIn: StoredAuthUser | null): EstimateActorRef {
  const navigate = useNavigate();
  const [user] = useState(() =>
    signedIn
      ? { first_name: signedIn.first_name, last_name: signedIn.last_name, email: signedIn.email }
      : null,
  );
  const [keyPrefix] = useState(newKeyPrefix);
  return useFlow(estimateMachine, {
    input: { user, keyPrefix },
    effects: {
      // The sign-up page prefills itself from this navigation state (SPEC section 2).
      goToRegister: ({ details }) => {
        void navigate('/register', { state: details });
      },
      leadSavedOffline: resendSavedLeadSoon,
    },
  });
}
