// The taps of the phone profile: one tap the moment its control shows (before the page is live), and the
// first tap of a visit that waited until the page was live.
import type { Browser, Locator, Page } from 'playwright-core';
import { LOCALES, type Locale, localeOfPath, pathInLocale } from '../../src/shared/i18n/locales';
import { catalogTexts } from '../helpers/catalogTexts';
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

/** The controls the profile taps, named in the page's language (issue 39's Spanish routes are listed too). */
function tapsIn(locale: Locale) {
  const text = catalogTexts(locale);
  const say = (id: string): string => {
    const found = text[id];
    if (found === undefined) throw new Error(`no ${locale} text ${id}`);
    return found;
  };
  const menuButton: Tap = {
    control: say('menu.open'),
    find: (page) => page.getByRole('button', { name: say('menu.open'), exact: true }),
    answer: { selector: '[role="dialog"]', name: say('menu.title') },
  };
  /** The Get Estimate tab, fixed to the side of every page but the home page; its answer is the form. */
  const estimateTab: Tap = {
    control: say('estimate.tab'),
    find: (page) => page.getByRole('button', { name: say('estimate.tab'), exact: true }),
    answer: { selector: `[role="dialog"] form[aria-label="${say('estimate.formLabel')}"]` },
  };
  /** The header's Login, shown from 768 px (below, it sits in the burger's drawer). */
  const loginButton: Tap = {
    control: say('header.login'),
    find: (page) => page.getByRole('button', { name: say('header.login'), exact: true }),
    answer: { selector: '[role="dialog"]', name: say('account.signInTitle') },
  };
  /**
   * A card's Add to Inquiry List changes nothing on the card itself: what a person sees is the floating
   * Inquiry List button's count going from 0 to 1.
   */
  const addToInquiry: Tap = {
    control: `${say('catalogue.addToInquiry')} (first card)`,
    find: (page) => page.getByRole('button', { name: say('catalogue.addToInquiry'), exact: true }).first(),
    answer: { selector: '[data-testid="inquiry-count"]', text: '1' },
  };
  /**
   * The sizing guide's first question a visitor taps (the home's size above it is typed, and starts
   * filled in): the fuel at the house. Its answer is the chosen segment, Propane, showing as selected.
   */
  const fuelChoice: Tap = {
    control: `${say('sizing.fuelPropane')} (${say('sizing.fuel')})`,
    find: (page) =>
      page
        .getByRole('radiogroup', { name: say('sizing.fuel'), exact: true })
        .getByText(say('sizing.fuelPropane'), { exact: true }),
    answer: { selector: '.mantine-SegmentedControl-label[data-active]', text: say('sizing.fuelPropane') },
  };
  return { menuButton, estimateTab, loginButton, addToInquiry, fuelChoice };
}

const TAPS = { en: tapsIn('en'), es: tapsIn('es') };

/**
 * The control each route's early tap goes to, by the route's address without its language prefix. At
 * 390 px the theme switch is inside the burger's drawer, two taps away, so the service and story pages use
 * the control a phone shows on them from the first paint that acts in place: the Get Estimate tab, which
 * opens the estimate form over the page.
 */
const EARLY_TAP_OF: Record<string, keyof (typeof TAPS)['en']> = {
  '/': 'menuButton',
  '/products/standby-generators': 'addToInquiry',
  '/services/installations': 'estimateTab',
  '/about/our-story': 'estimateTab',
  '/generator-sizing': 'fuelChoice',
};

/** The Get Estimate tab and the header's Login in English (the INP visit uses the tab too). */
export const estimateTab = TAPS.en.estimateTab;
export const loginButton = TAPS.en.loginButton;

/** The early tap of each English route above and of its Spanish address, by the route. */
export const EARLY_TAPS: Record<string, Tap> = Object.fromEntries(
  LOCALES.flatMap((locale) =>
    Object.entries(EARLY_TAP_OF).map(([route, tap]) => [pathInLocale(route, locale), TAPS[locale][tap]]),
  ),
);

/** A route's Login and Get Estimate taps, in the route's language. */
export function lateTaps(route: string): { login: Tap; estimate: Tap } {
  const taps = TAPS[localeOfPath(route)];
  return { login: taps.loginButton, estimate: taps.estimateTab };
}

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
