// What the page itself records for the phone profile, on its own clock (performance.now()): when a finger
// first touched it, when the app went live, and when the answer to that touch was first on screen.
// Everything handed to the browser is written without named inner functions: tsx wraps those in
// `__name(...)`, which does not exist in the page.
import type { Page } from 'playwright-core';
import { APP_READY_ATTRIBUTE } from '../../src/web/prerender/rootAttributes';

export interface PhoneMarks {
  tapAt: number | null;
  liveAt: number | null;
  answerAt: number | null;
}

declare global {
  interface Window {
    __phoneMarks?: PhoneMarks;
  }
}

function recordMarks(): void {
  const marks: PhoneMarks = { tapAt: null, liveAt: null, answerAt: null };
  window.__phoneMarks = marks;
  // The event's own time stamp, taken when the browser received the touch: the delay before a busy main
  // thread gets to it belongs to the answer time, as it does for the person tapping.
  addEventListener(
    'pointerdown',
    (event) => {
      marks.tapAt ??= event.timeStamp;
    },
    { capture: true },
  );
  // The app sets data-app-ready on <html> when every part of the page has hydrated (APP_READY_ATTRIBUTE).
  // The document is observed because its <html> may not exist yet when this runs.
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-app-ready')) marks.liveAt ??= performance.now();
  }).observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
}

export const MARKS_SCRIPT = { content: `(${recordMarks.toString()})();` };

/** What a person sees as the answer: an element on screen, if given with this accessible name or text. */
export interface Answer {
  selector: string;
  /** The name given by aria-label or aria-labelledby (a dialog's title). */
  name?: string;
  text?: string;
}

function answerOnScreen(answer: Answer): boolean {
  const seen = [...document.querySelectorAll(answer.selector)].some(
    (element) =>
      element.checkVisibility() &&
      element.getBoundingClientRect().height > 0 &&
      (answer.name === undefined ||
        element.getAttribute('aria-label') === answer.name ||
        (element.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.trim() === answer.name)) &&
      (answer.text === undefined || element.textContent?.trim() === answer.text),
  );
  const marks = window.__phoneMarks;
  if (seen && marks) marks.answerAt ??= performance.now();
  return seen;
}

export const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Milliseconds from the visit's first touch to the first frame showing the answer, or null when none came
 * within ten seconds ("lost"). Checked at every frame, in the page, so the figure has no round trip in it.
 */
export async function answerTime(page: Page, answer: Answer): Promise<number | null> {
  const answered = await page
    .waitForFunction(answerOnScreen, answer, { polling: 'raf', timeout: ANSWER_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    );
  if (!answered) return null;
  const { tapAt, answerAt } = await readMarks(page);
  return tapAt === null || answerAt === null ? null : answerAt - tapAt;
}

export async function readMarks(page: Page): Promise<PhoneMarks> {
  const marks = await page.evaluate(() => window.__phoneMarks);
  if (!marks) throw new Error('the page has no phone marks: was MARKS_SCRIPT given to the context?');
  return marks;
}

/** The page's first contentful paint on its own clock, once painted. */
export async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
}

/**
 * Waits for the app's ready mark. Only the bench does, to time the first tap after the page is live;
 * browser tests act on what a person sees instead.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}
