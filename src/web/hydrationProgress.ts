// Which parts of a prerendered page are still to hydrate. React commits the page's root first and each
// HydrationSlice (a Suspense boundary) later, slice by slice; the page is live only when the last one has,
// since until then the controls inside a slice have no handlers.

/** One HydrationSlice: `hydrated` once its content has committed. */
export interface SliceProgress {
  hydrated: boolean;
}

const pending = new Set<SliceProgress>();
let waiting: (() => void)[] = [];

function settleIfDone(): void {
  // Checked after the commit's other effects, which may register slices nested in the one just done.
  queueMicrotask(() => {
    if (pending.size > 0) return;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  });
}

/** The slice itself has committed (its content may still be dehydrated). */
export function sliceMounted(slice: SliceProgress): void {
  if (!slice.hydrated) pending.add(slice);
}

/** The slice's content has committed. */
export function sliceHydrated(slice: SliceProgress): void {
  slice.hydrated = true;
  pending.delete(slice);
  settleIfDone();
}

/** Calls `callback` once every slice mounted so far (and those inside them) has hydrated. */
export function whenHydrated(callback: () => void): void {
  waiting.push(callback);
  settleIfDone();
}
