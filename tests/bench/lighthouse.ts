// Lighthouse 12, mobile with its default simulated throttling, median of 3 runs on issue 9's four routes, the
// sizing guide (issue 27) and the Spanish home and standby generators page (issue 39).
// Used by `npm run bench`; alone: `npx tsx tests/bench/lighthouse.ts http://127.0.0.1:PORT`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { failingAudits } from './lighthouseAudits';
import { runAloneAgainstServer } from './runAlone';
import { formatTable } from './table';

export const ROUTES = [
  '/',
  '/products/standby-generators',
  '/services/installations',
  '/about/our-story',
  '/generator-sizing',
  '/es/',
  '/es/products/standby-generators',
];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const REPORT_DIR = fileURLToPath(new URL('../.artifacts/lighthouse/', import.meta.url));

// No internet here: without the background-networking flags Chromium keeps dialling Google and the
// refused connections end up in the trace.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RouteResult {
  route: string;
  /** The median run (by FCP and TTI, as Lighthouse's own CLI picks it). */
  median: Result;
  /** Performance scores of every run, to show the spread. */
  perfRuns: number[];
}

// A fresh browser per run: no warm cache or compiled-code cache leaking from one run into the next.
async function runOnce(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

// Trace recording fails now and then (NO_NAVSTART on a busy machine); a retry is what Lighthouse's
// message itself asks for. A page that fails every time still stops the run.
async function runWithRetries(url: string, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (err) {
      if (attempt >= attempts) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      process.stderr.write(`lighthouse: retrying ${url} after: ${reason}\n`);
    }
  }
}

export async function lighthouseRoutes(baseUrl: string, routes = ROUTES): Promise<RouteResult[]> {
  const base = baseUrl.replace(/\/$/, '');
  const probe = await fetch(`${base}/`).catch((err: unknown) => {
    throw new Error(`no server answers at ${base}: ${String(err)}`);
  });
  await probe.arrayBuffer();
  const results: RouteResult[] = [];
  for (const route of routes) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runWithRetries(`${base}${route}`));
    results.push({
      route,
      median: computeMedianRun(runs),
      perfRuns: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
    });
  }
  return results;
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatLighthouse(results: RouteResult[]): string {
  const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const rows = results.map(({ route, median: lhr, perfRuns }) => [
    route,
    `${score(lhr, 'performance')} (${perfRuns.join('/')})`,
    score(lhr, 'accessibility'),
    score(lhr, 'best-practices'),
    score(lhr, 'seo'),
    seconds(metric(lhr, 'first-contentful-paint')),
    seconds(metric(lhr, 'largest-contentful-paint')),
    `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
    metric(lhr, 'cumulative-layout-shift').toFixed(3),
    seconds(metric(lhr, 'speed-index')),
  ]);
  const out = [
    `Lighthouse ${results[0]?.median.lighthouseVersion ?? ''} mobile, simulated throttling, median of ${RUNS} ` +
      '(perf of each run in brackets)',
    ...formatTable(header, rows),
  ];
  for (const { route, median } of results) {
    const failing = failingAudits(median);
    if (failing.length > 0) out.push('', `${route}: audits below 100`, ...failing.map((text) => `  ${text}`));
  }
  return out.join('\n');
}

const slug = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/\/$/, '').replaceAll('/', '_');

/** Runs the routes, keeps the median reports in tests/.artifacts/lighthouse/ and returns the table. */
export async function lighthouseSummary(baseUrl: string): Promise<string> {
  const results = await lighthouseRoutes(baseUrl);
  await mkdir(REPORT_DIR, { recursive: true });
  for (const { route, median } of results) {
    await writeFile(path.join(REPORT_DIR, `${slug(route)}.json`), JSON.stringify(median, null, 2));
  }
  return `${formatLighthouse(results)}\n(median reports: ${path.relative(process.cwd(), REPORT_DIR)}/)`;
}

await runAloneAgainstServer(import.meta.url, lighthouseSummary);
