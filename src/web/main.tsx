import './mantine.css';

// The entry: styles, then the app once the prerendered page is on screen. The app's code is preloaded by
// the document (prerender/pageAssets.ts) but evaluated after the first contentful paint, so a phone shows
// the page first and runs the scripts after, instead of the other way round. The browser's own paint
// timing tells when (timers would be the visitor's clock, which tests and extensions may hold still).

let started = false;

function start(): void {
  if (started) return;
  started = true;
  void import('./boot').then(({ boot }) => boot());
}

function startAfterFirstPaint(): void {
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A tab opened in the background paints only when shown; it must not wait that long for its scripts.
  if (!canObserve || document.visibilityState === 'hidden') {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A visitor who acts before the page painted (or a page with nothing to paint) starts it at once.
  for (const type of ['pointerdown', 'keydown', 'visibilitychange']) {
    addEventListener(type, start, { once: true, capture: true });
  }
}

startAfterFirstPaint();
