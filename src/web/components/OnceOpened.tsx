import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `opened` is true on: a dialog or drawer whose code is lazily
 * loaded downloads it at the first open, and stays mounted afterwards so it can animate closed.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
