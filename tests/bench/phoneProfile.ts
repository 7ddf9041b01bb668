// The phone profile (issue 23): Lighthouse's routes (issue 9's four, the sizing guide and two Spanish pages,
// issue 41) on a throttled phone, median of 3 fresh visits each, printed as a table with the spread, never
// asserted. Used by `npm run bench`; alone:
// `npx tsx tests/bench/phoneProfile.ts http://127.0.0.1:PORT` against a running production server.
import type { Browser } from 'playwright-core';
import { pathWithoutLocale } from '../../src/shared/i18n/locales';
import { chromiumPath, launchChromium } from '../helpers/browser';
import { PHONE_PROFILE_LABEL } from '../helpers/phoneProfile';
import { percentile } from './httpClient';
import { inpVisit } from './inp';
import { ROUTES } from './lighthouse';
import { ANSWER_TIMEOUT_MS } from './phoneMarks';
import { EARLY_TAPS, type EarlyVisit, earlyTapVisit, lateTaps, tapAfterLive } from './phoneTaps';
import { runAloneAgainstServer } from './runAlone';
import { formatTable } from './table';

const RUNS = 3;

interface RouteFigures {
  route: string;
  control: string;
  early: EarlyVisit[];
  login: (number | null)[];
  /** Empty where the page has no Get Estimate tab (the home page, whose form is inline). */
  estimate: (number | null)[];
}

/**
 * A visit that fails (a page not live within its timeout on a crowded machine) is listed in `failures`
 * and left out of the figures, so one bad visit does not cost the whole section.
 */
async function unlessFailed<T>(what: string, failures: string[], visit: () => Promise<T>): Promise<T[]> {
  try {
    return [await visit()];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${what}: ${message.split('\n')[0]}`);
    return [];
  }
}

async function routeFigures(
  browser: Browser,
  base: string,
  route: string,
  failures: string[],
): Promise<RouteFigures> {
  const early = EARLY_TAPS[route];
  if (!early) throw new Error(`no early tap defined for ${route}`);
  const { login, estimate } = lateTaps(route);
  const figures: RouteFigures = { route, control: early.control, early: [], login: [], estimate: [] };
  const url = `${base}${route}`;
  for (let run = 1; run <= RUNS; run += 1) {
    const at = `${route}, run ${run}`;
    figures.early.push(
      ...(await unlessFailed(`early tap ${at}`, failures, () => earlyTapVisit(browser, url, early))),
    );
    figures.login.push(
      ...(await unlessFailed(`Login ${at}`, failures, () => tapAfterLive(browser, url, login, true))),
    );
    // The home page has no Get Estimate tab: its form is inline.
    if (pathWithoutLocale(route) === '/') continue;
    figures.estimate.push(
      ...(await unlessFailed(`Get Estimate ${at}`, failures, () => tapAfterLive(browser, url, estimate))),
    );
  }
  return figures;
}

/** "median (min-max)" of what was measured, with how many runs gave none (a tap unanswered: "lost"). */
function spread(values: (number | null)[], unit: (value: number) => string, none = 'lost'): string {
  if (values.length === 0) return '-';
  const answered = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const lost = values.length - answered.length;
  if (answered.length === 0) return `${none} (${lost}/${values.length})`;
  const first = answered[0] ?? Number.NaN;
  const last = answered.at(-1) ?? Number.NaN;
  const range = answered.length > 1 ? ` (${unit(first)}-${unit(last)})` : '';
  return `${unit(percentile(answered, 0.5))}${range}${lost > 0 ? `, ${none} ${lost}/${values.length}` : ''}`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const millis = (ms: number) => Math.round(ms).toString();

export function formatPhoneProfile(
  results: RouteFigures[],
  inp: (number | null)[],
  failures: string[],
): string {
  const header = ['route', 'FCP s', 'live s', 'early tap ms', 'Login ms (1280)', 'Get Estimate ms'];
  const rows = results.map(({ route, early, login, estimate }) => [
    route,
    spread(
      early.map((visit) => visit.fcp),
      seconds,
    ),
    spread(
      early.map((visit) => visit.live),
      seconds,
    ),
    spread(
      early.map((visit) => visit.answer),
      millis,
    ),
    spread(login, millis),
    spread(estimate, millis),
  ]);
  const late = results.flatMap(({ route, early }) =>
    early.some((visit) => !visit.tappedBeforeLive) ? [route] : [],
  );
  return [
    `Phone profile: 390x844 touch, ${PHONE_PROFILE_LABEL}; a fresh context per visit, median of ${RUNS} (min-max)`,
    ...formatTable(header, rows),
    `early tap: sent the moment the control shows, before the page is live; ms from the touch to its answer ` +
      `on screen, "lost" when none within ${ANSWER_TIMEOUT_MS / 1000} s. Controls:`,
    ...results.map(({ route, control }) => `  ${route}: ${control}`),
    ...(late.length > 0
      ? [`  (on ${late.join(', ')} some early taps came only after the page was live)`]
      : []),
    'Login (header, 1280x800) and Get Estimate (phone): first tap of a visit that waited until the page was live.',
    `INP (web-vitals, phone visit: menu open/close, to a product, add it, open the estimate form): ` +
      spread(inp, (ms) => `${Math.round(ms)} ms`, 'none reported'),
    ...(failures.length > 0
      ? ['Visits that failed (not counted):', ...failures.map((text) => `  ${text}`)]
      : []),
  ].join('\n');
}

/** Every figure of the section, in one browser (each visit in a context of its own). */
export async function phoneProfileSummary(baseUrl: string): Promise<string> {
  const executable = chromiumPath('full browser');
  if (!executable) throw new Error('Chromium not found: install it or set CHROME_PATH');
  const base = baseUrl.replace(/\/$/, '');
  const browser = await launchChromium(executable);
  try {
    const failures: string[] = [];
    const results: RouteFigures[] = [];
    for (const route of ROUTES) results.push(await routeFigures(browser, base, route, failures));
    const inp: (number | null)[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      inp.push(...(await unlessFailed(`INP run ${run}`, failures, () => inpVisit(browser, base))));
    }
    return formatPhoneProfile(results, inp, failures);
  } finally {
    await browser.close();
  }
}

await runAloneAgainstServer(import.meta.url, phoneProfileSummary);
