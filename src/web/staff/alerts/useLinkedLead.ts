import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OPEN_LEAD_MESSAGE } from '../../serviceWorker/pushAlerts';

// A staff alert's address (issue 40): /staff?lead=<id> opens that lead once the inbox is ready, and
// `&contact=call` (the notification's "Call") opens it to call the customer. The parameters are then taken
// off the address, so a reload or a Back does not open the lead again. A tap while this page is open
// reaches it as a message from the service worker instead, so the page is not reloaded and a note being
// typed is kept.

/** The query parameter naming the lead to open (the service worker's pushAlerts.ts writes it). */
export const LEAD_PARAM = 'lead';
/** `contact=call`: opened from the notification's "Call" action. */
export const CONTACT_PARAM = 'contact';

/** The alert's address from the worker's message, or null when the message is not one of ours. */
function linkedSearch(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (type !== OPEN_LEAD_MESSAGE || typeof path !== 'string') return null;
  const search = new URL(path, window.location.origin).searchParams;
  return search.get(LEAD_PARAM) ? search.toString() : null;
}

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
    if (leadId === null) opened.current = null;
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

  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const search = linkedSearch(event.data);
      if (search === null) return;
      setParams(new URLSearchParams(search), { replace: true });
      event.ports[0]?.postMessage('opened');
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [setParams]);
}
