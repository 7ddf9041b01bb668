import { useSignedInUser } from '../hooks/useSignedInUser';
import type { StoredAuthUser } from '../session';
import { EstimateForm } from './EstimateForm';
import { ThankYouDialogHost } from './ThankYouDialogHost';
import { useEstimateActor } from './useEstimateActor';

/**
 * The estimate form as part of a page (the home page's estimate section). Prerendered pages are a
 * guest's; a signed-in visitor's form is mounted anew right after hydration, prefilled and read-only.
 */
export function InlineEstimate() {
  const user = useSignedInUser();
  return <InlineEstimateFor key={user ? 'user' : 'guest'} user={user} />;
}

function InlineEstimateFor({ user }: { user: StoredAuthUser | null }) {
  const actor = useEstimateActor(user);
  return (
    <>
      <EstimateForm actor={actor} />
      <ThankYouDialogHost actor={actor} />
    </>
  );
}
