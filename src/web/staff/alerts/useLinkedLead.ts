import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

// A staff alert's address (issue 40): /staff?lead=<id> opens that lead once the inbox is ready, and
// `&contact=call` (the notification's "Call") opens it to call the customer. The parameters are then taken
// off the address, so a reload or a Back does not open the lead again.

/** The query parameter naming the lead to open (the service worker's pushAlerts.ts writes it). */
export const LEAD_PARAM = 'lead';
/** `contact=call`: opened from the notification's "Call" action. */
export const CONTACT_PARAM = 'contact';

/**
 * Calls `open` once with the linked lead when `ready` (the inbox has answered), then clears the address.
 * `open` is undefined until the inbox can open a lead.
 */
export function useLinkedLead(open: ((id: string, call: boolean) => void) | undefined): void {
  const [params, setParams] = useSearchParams();
  const leadId = params.get(LEAD_PARAM);
  const call = params.get(CONTACT_PARAM) === 'call';
  // The page passes a new `open` on each render: a render before the cleared address arrives must not
  // open the lead twice.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (open === undefined || leadId === null) return;
    if (leadId !== '' && opened.current !== leadId) open(leadId, call);
    opened.current = leadId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LEAD_PARAM);
        next.delete(CONTACT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [open, leadId, call, setParams]);
}
