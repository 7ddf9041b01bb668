import { clearKeptPages } from '../offline/clearKeptPages';
import { clearStoredValues } from './sessionStore';

/**
 * What sign-out clears on this phone (the signOut flow's `clearStoredValues` effect): the stored values of
 * SPEC 4 and, since issue 29, what the service worker kept while browsing. Apart from sessionStore.ts so the
 * sign-in dialog, which every page fetches ahead, does not bring the cache code with it.
 */
export function clearStoredValuesAndKeptPages(): void {
  clearStoredValues();
  // The page reloads 1.2 s later (signOut.machine.ts); emptying a few caches takes milliseconds.
  void clearKeptPages().catch(() => undefined);
}
