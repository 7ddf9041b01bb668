import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { type SliceProgress, sliceHydrated, sliceMounted } from '../hydrationProgress';

/** Commits with the slice's content, so its effect says the content is hydrated. */
function HydratedMark({ slice }: { slice: SliceProgress }) {
  useEffect(() => sliceHydrated(slice), [slice]);
  return null;
}

/**
 * A Suspense boundary around a part of a prerendered page. Nothing inside suspends; the boundary is
 * there because React hydrates the page's root in one uninterruptible task but each boundary inside it
 * as a separate, lower-priority piece that yields to the browser (and to the visitor's input) between
 * slices, which keeps a phone's main thread free while a long page comes alive. Each slice reports when
 * its content has hydrated (hydrationProgress.ts), so the app knows when the whole page is live.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [slice] = useState<SliceProgress>(() => ({ hydrated: false }));
  useEffect(() => sliceMounted(slice), [slice]);
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMark slice={slice} />
    </Suspense>
  );
}
