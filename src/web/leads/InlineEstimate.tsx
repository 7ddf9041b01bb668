import { useEffect } from 'react';
import { useSignedInUser } from '../hooks/useSignedInUser';
import { EstimateForm } from './EstimateForm';
import { ThankYouDialogHost } from './ThankYouDialogHost';
import { useEstimateActor } from './useEstimateActor';

/**
 * The estimate form as part of a page (the home page's estimate section). Prerendered pages are a guest's,
 * so the form starts as one; a signed-in visitor is told to it once the page is live (USER.KNOWN), which
 * makes the names and e-mail the account's and keeps what was typed before (remounting the form for the
 * user lost text a visitor typed before the page was live).
 */
export function InlineEstimate() {
  const user = useSignedInUser();
  const actor = useEstimateActor(null);
  useEffect(() => {
    if (user)
      actor.send({
        type: 'USER.KNOWN',
        user: { first_name: user.first_name, last_name: user.last_name, email: user.email },
      });
  }, [actor, user]);
  return (
    <>
      <EstimateForm actor={actor} />
      <ThankYouDialogHost actor={actor} />
    </>
  );
}
