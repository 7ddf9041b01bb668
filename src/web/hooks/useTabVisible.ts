import { useEffect } from 'react';

/** Sends TAB.VISIBLE to a flow whenever the tab comes back into view (SPEC 4: account pages refetch then). */
export function useTabVisible(send: (event: { type: 'TAB.VISIBLE' }) => void): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') send({ type: 'TAB.VISIBLE' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [send]);
}
