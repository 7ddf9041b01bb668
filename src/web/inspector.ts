import type { InspectionEvent, Observer } from 'xstate';

// Dev-only switch for the Stately inspector (@statelyai/inspect): add `?inspect` to the URL, or set
// localStorage `xstate-inspect` to '1'. The import sits inside the DEV branch, so production bundles
// never contain it.

const STORAGE_FLAG = 'xstate-inspect';

let observer: Observer<InspectionEvent> | undefined;

export function wantsInspector(search: string, storedFlag: string | null): boolean {
  return new URLSearchParams(search).has('inspect') || storedFlag === '1';
}

/** Call once before rendering; afterwards `getInspect()` returns the observer when it is on. */
export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV) {
    if (!wantsInspector(window.location.search, window.localStorage.getItem(STORAGE_FLAG))) return;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    observer = createBrowserInspector().inspect;
  }
}

/** Pass as `inspect` when creating actors, so the inspector (when on) sees them. */
export function getInspect(): Observer<InspectionEvent> | undefined {
  return observer;
}
