import { EstimateForm } from './EstimateForm';
import { ThankYouDialog } from './ThankYouDialog';
import { useEstimateActor } from './useEstimateActor';

/** The estimate form as part of a page (the home page's estimate section). */
export function InlineEstimate() {
  const actor = useEstimateActor();
  return (
    <>
      <EstimateForm actor={actor} />
      <ThankYouDialog actor={actor} />
    </>
  );
}
