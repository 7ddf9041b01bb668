import { type ReactNode, Suspense } from 'react';

/**
 * A Suspense boundary around a part of a prerendered page. Nothing inside suspends; the boundary is
 * there because React hydrates the page's root in one uninterruptible task but each boundary inside it
 * as a separate, lower-priority piece that yields to the browser (and to the visitor's input) between
 * slices, which keeps a phone's main thread free while a long page comes alive.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
