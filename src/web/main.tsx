import './fonts.css';
import './mantine.css';
import './earlyInput.css';
import { MODULES_ATTRIBUTE } from './prerender/rootAttributes';

// The entry: styles, then the app once the prerendered page is on screen. The app's chunks are requested as
// soon as this runs (the document has been parsed; they queue behind its styles and font) and evaluated
// after the first contentful paint, so a phone spends its first CPU on showing the page and runs the
// scripts after. The browser's own paint timing tells when (timers would be the visitor's clock, which
// tests and extensions may hold still). Taps before the app is live are kept by the inline early-input
// recorder (prerender/earlyInputScript.ts) and answered once it is.

let started = false;

/** Resolves in a new task, so the browser can paint and handle input between two pieces of work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Chrome spends about a millisecond of main thread on each module preload it starts (five on a phone):
// a few per task keeps every task short.
const PRELOADS_PER_TASK = 4;

/** Requests every chunk the page starts with (listed by the build) at once, not import by import. */
async function preloadPageModules(): Promise<void> {
  const urls = document.getElementById('root')?.getAttribute(MODULES_ATTRIBUTE)?.split(' ') ?? [];
  const hrefs = urls.filter(Boolean);
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
}

async function startApp(preloading: Promise<void>): Promise<void> {
  await preloading;
  // A module graph is evaluated in one task: the app chunk (React DOM and the code every page starts with,
  // build/appChunk.ts) is evaluated first on its own, then the page's own modules, and the app starts in a
  // task of its own, so no piece holds a phone's main thread for long.
  await import('react-dom/client');
  await nextTask();
  const { boot } = await import('./boot');
  await nextTask();
  await boot();
}

// The downloads start at once, behind the document's own requests; only running the app waits for the paint.
const preloading = preloadPageModules();

function start(): void {
  if (started) return;
  started = true;
  void startApp(preloading);
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
