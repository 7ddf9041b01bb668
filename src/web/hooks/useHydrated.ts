import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates a prerendered page, true after. A view
 * that shows something only the browser knows (a cookie, the window) first renders what the
 * prerendered HTML holds, then its real state, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
