import './fonts.css';
import './mantine.css';
import './earlyInput.css';
import {
  LATER_MODULES_ATTRIBUTE,
  LATER_STYLES_ATTRIBUTE,
  MODULES_ATTRIBUTE,
} from './prerender/rootAttributes';

// The entry: styles, then the app once the prerendered page is on screen. The app's chunks are requested as
// soon as this runs (an async module: on arrival, while the document is still being parsed; document.ts)
// and evaluated after the first contentful paint, so a phone spends its first CPU on showing the page and runs the
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

/** The chunk URLs the build listed under `attribute` on the entry's own script element. */
function listed(attribute: string): string[] {
  const entry = document.querySelector(`script[${attribute}]`);
  return (entry?.getAttribute(attribute)?.split(' ') ?? []).filter(Boolean);
}

/** Resolves once the whole document is parsed: hydration must see every node the build rendered. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

function arrived(link: HTMLLinkElement): Promise<void> {
  return new Promise((settle) => {
    link.addEventListener('load', () => settle());
    link.addEventListener('error', () => settle());
  });
}

/**
 * Requests `hrefs` at once, not import by import, a few per task; resolves when all have arrived (or
 * failed: the import itself then tries again and reports it).
 */
async function preload(hrefs: string[], priority: 'auto' | 'low' = 'auto'): Promise<void> {
  const arrivals: Promise<unknown>[] = [];
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = priority;
      link.href = href;
      arrivals.push(arrived(link));
      document.head.append(link);
    }
    await nextTask();
  }
  await Promise.all(arrivals);
}

/**
 * Applies the stylesheets of what the visitor may open next. They only style elements that do not exist
 * yet, so the browser restyles next to nothing when they arrive; the chunk's import then finds them in the
 * document (Vite's preload helper looks for its link by URL) instead of fetching and waiting on the tap.
 */
function applyStyles(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The page's chunks first; once they are in, the code of what the visitor may open next (dialogs, drawers,
 * the API client) and its styles, fetched while the page hydrates and the network is otherwise idle, so a
 * first tap right after the page is live does not wait on a download. Resolves when the page's own chunks
 * have arrived.
 */
async function preloadModules(): Promise<void> {
  await preload(listed(MODULES_ATTRIBUTE));
  applyStyles(listed(LATER_STYLES_ATTRIBUTE));
  void preload(listed(LATER_MODULES_ATTRIBUTE), 'low');
}

async function startApp(preloading: Promise<void>): Promise<void> {
  await preloading;
  // A module graph is evaluated in one task: the app chunk (React DOM and the code every page starts with,
  // build/appChunk.ts) is evaluated first on its own, then the page's own modules, and the app starts in a
  // task of its own, so no piece holds a phone's main thread for long.
  await import('react-dom/client');
  await nextTask();
  const { boot } = await import('./boot');
  await documentParsed();
  await nextTask();
  await boot();
}

// The downloads start at once, behind the document's own requests; only running the app waits for the paint.
const preloading = preloadModules();

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
