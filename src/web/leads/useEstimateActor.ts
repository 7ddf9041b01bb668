import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { estimateMachine } from '../../../machines/estimate.machine';
import { getInspect } from '../inspector';
import { toastSuccess } from '../notifications';
import type { StoredAuthUser } from '../session';
import { createGuest, createServiceRequest, createUserServiceRequest, loadUserId } from './leadsApi';

export type EstimateActorRef = ActorRefFrom<typeof estimateMachine>;

/**
 * One estimate form's actor for `signedIn` (read once: a form whose user changes is mounted anew, see
 * InlineEstimate and EstimateSlideOut) (the slide-out and the home page's inline form each have their own), with the
 * API calls, the toast and the way to /register that the machine names.
 */
export function useEstimateActor(signedIn: StoredAuthUser | null): EstimateActorRef {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    estimateMachine.provide({
      actors: { createGuest, createServiceRequest, loadUserId, createUserServiceRequest },
      actions: {
        notifySuccess: (_, { message }) => {
          toastSuccess(message);
        },
        // The sign-up page prefills itself from this navigation state (SPEC section 2).
        goToRegister: (_, details) => {
          void navigate('/register', { state: details });
        },
      },
    }),
  );
  const [user] = useState(() =>
    signedIn
      ? { first_name: signedIn.first_name, last_name: signedIn.last_name, email: signedIn.email }
      : null,
  );
  return useActorRef(logic, { input: { user }, inspect: getInspect() });
}
