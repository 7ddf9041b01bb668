// The taps of the phone profile: one tap the moment its control shows (before the page is live), and the
// first tap of a visit that waited until the page was live.
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, throttledPage } from '../helpers/phoneProfile';
import {
  type Answer,
  answerTime,
  firstContentfulPaint,
  MARKS_SCRIPT,
  readMarks,
  waitUntilLive,
} from './phoneMarks';

export interface Tap {
  control: string;
  find: (page: Page) => Locator;
  answer: Answer;
}

const menuButton: Tap = {
  control: 'Open menu',
  find: (page) => page.getByRole('button', { name: 'Open menu', exact: true }),
  answer: { selector: '[role="dialog"]', name: 'Menu' },
};

/** The Get Estimate tab, fixed to the side of every page but the home page; its answer is the form. */
export const estimateTab: Tap = {
  control: 'Get Estimate',
  find: (page) => page.getByRole('button', { name: 'Get Estimate', exact: true }),
  answer: { selector: '[role="dialog"] form[aria-label="Free estimate request"]' },
};

/** The header's Login, shown from 768 px (below, it sits in the burger's drawer). */
export const loginButton: Tap = {
  control: 'Login',
  find: (page) => page.getByRole('button', { name: 'Login', exact: true }),
  answer: { selector: '[role="dialog"]', name: 'Sign In' },
};

/**
 * The control each route's early tap goes to. A card's Add to Inquiry List changes nothing on the card
 * itself: what a person sees is the floating Inquiry List button's count going from 0 to 1. At 390 px
 * the theme switch is inside the burger's drawer, two taps away, so the service and story pages use the
 * control a phone shows on them from the first paint that acts in place: the Get Estimate tab, which
 * opens the estimate form over the page.
 */
export const EARLY_TAPS: Record<string, Tap> = {
  '/': menuButton,
  '/products/standby-generators': {
    control: 'Add to Inquiry List (first card)',
    find: (page) => page.getByRole('button', { name: 'Add to Inquiry List', exact: true }).first(),
    answer: { selector: '[data-testid="inquiry-count"]', text: '1' },
  },
  '/services/installations': estimateTab,
  '/about/our-story': estimateTab,
};

// Generous: a throttled first visit on a busy machine takes several seconds to go live.
const VISIT_TIMEOUT_MS = 120_000;

export interface EarlyVisit {
  fcp: number;
  live: number;
  /** Null when the tap was lost. */
  answer: number | null;
  tappedBeforeLive: boolean;
}

/**
 * One throttled phone visit: FCP, the time the page went live, and a tap sent as soon as the control is
 * visible. It does not wait for the ready mark before tapping (that is the point), and `force` skips
 * Playwright's own checks, which would otherwise hold the tap back until the control is stable.
 */
export async function earlyTapVisit(browser: Browser, url: string, tap: Tap): Promise<EarlyVisit> {
  const { context, page } = await throttledPage(browser, { initScripts: [MARKS_SCRIPT] });
  context.setDefaultTimeout(VISIT_TIMEOUT_MS);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const control = tap.find(page);
    await control.waitFor({ state: 'visible' });
    await control.tap({ force: true });
    const answer = await answerTime(page, tap.answer);
    await waitUntilLive(page);
    const { tapAt, liveAt } = await readMarks(page);
    return {
      fcp: await firstContentfulPaint(page),
      live: liveAt ?? Number.NaN,
      answer,
      tappedBeforeLive: tapAt !== null && liveAt !== null && tapAt < liveAt,
    };
  } finally {
    await context.close();
  }
}

/** A fresh throttled visit that waits until the page is live, then taps (or clicks, on the desktop size). */
export async function tapAfterLive(
  browser: Browser,
  url: string,
  tap: Tap,
  desktop = false,
): Promise<number | null> {
  const { context, page } = await throttledPage(browser, {
    initScripts: [MARKS_SCRIPT],
    viewport: desktop ? DESKTOP_VIEWPORT : undefined,
  });
  context.setDefaultTimeout(VISIT_TIMEOUT_MS);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await waitUntilLive(page);
    const control = tap.find(page);
    await (desktop ? control.click() : control.tap());
    return await answerTime(page, tap.answer);
  } finally {
    await context.close();
  }
}
