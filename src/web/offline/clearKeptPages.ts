import { RUNTIME_CACHES } from '../serviceWorker/cacheNames';

/**
 * Sign-out (issue 29): empties what the service worker kept while browsing, so the next person on this
 * phone finds nothing of the last visit. The server marks every page a signed-in visitor fetches
 * `no-store`, so this is a second line; the app shell and the lead outbox (leads not yet sent) stay.
 */
export async function clearKeptPages(): Promise<void> {
  if (!('caches' in globalThis)) return;
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name)));
}
