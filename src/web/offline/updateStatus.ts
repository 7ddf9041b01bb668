// Where the service worker's registration (serviceWorker.ts) tells the page about a new deploy, and where
// the offer (UpdateOffer.tsx) reads it. Plain and tiny: it is in every page's first load.

export type UpdateStatus = 'none' | 'waiting' | 'controlling';

let status: UpdateStatus = 'none';
let activator: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** A new deploy's worker is installed and waits for this page's word. */
export const markUpdateWaiting = (): void => set('waiting');
/** The new worker now controls this page: its old code must not run on. */
export const markUpdateControlling = (): void => set('controlling');

export function updateStatus(): UpdateStatus {
  return status;
}

export function subscribeUpdateStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registration's way to let the waiting worker take over. */
export function setUpdateActivator(activate: () => void): void {
  activator = activate;
}

export function activateUpdate(): void {
  activator?.();
}
