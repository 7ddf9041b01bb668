import { useEffect } from 'react';

// Code the page will need at the visitor's first tap (dialogs, drawers, the API client) is fetched while the
// browser is idle once the page is live, one piece at a time, so it never competes with hydration or input.

type Preload = () => Promise<unknown>;

const queued: Preload[] = [];
const done = new Set<Preload>();
let started = false;
let draining = false;

/** Runs `work` when the main thread is idle (Safari has no requestIdleCallback: a short timer instead). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

function drain(): void {
  if (!started || draining) return;
  const next = queued.shift();
  if (!next) return;
  draining = true;
  whenIdle(() => {
    // A failed preload is not retried here: the open itself loads again.
    void next()
      .catch(() => undefined)
      .finally(() => {
        draining = false;
        drain();
      });
  });
}

/** Fetches `preload` when the browser is idle after the page is live (at once if it already is). */
export function preloadWhenIdle(preload: Preload): void {
  if (done.has(preload)) return;
  done.add(preload);
  queued.push(preload);
  drain();
}

/** The page is live: start on what was queued. */
export function startIdlePreloads(): void {
  started = true;
  drain();
}

/** A view that may open `preload`'s component queues it for idle time while it is shown. */
export function usePreloadWhenIdle(preload: Preload): void {
  useEffect(() => preloadWhenIdle(preload), [preload]);
}
