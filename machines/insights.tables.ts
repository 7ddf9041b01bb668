import { csvFile } from '../src/shared/csv';
import { countSeries } from './insights.charts';
import { INSIGHT_TABLES, type Insights, type InsightTableId } from './insights.types';

// The Insights tab's tables (issue 40): each chart's numbers as rows a person reads beside it and downloads
// as CSV, built once here so the page, the file and the browser test read the same cells.

export { INSIGHT_TABLES, type InsightTableId };

export interface InsightTable {
  id: InsightTableId;
  /** The section's heading. */
  title: string;
  /** The table's caption: what it counts and over which dates. */
  caption: string;
  header: string[];
  rows: string[][];
}

const NONE = '—';
const STEPS = ['new', 'contacted', 'quoted', 'won'] as const;
const STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
} as const;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Nov 27, 2026": a Florida calendar date as written, with no zone to shift it. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** Whole percent of `part` in `whole`, or a dash when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? NONE : `${Math.round((part / whole) * 100)}%`;
}

/** Seconds as minutes with one decimal, or a dash when nobody was contacted. */
export function minutes(seconds: number | null): string {
  return seconds === null ? NONE : (seconds / 60).toFixed(1);
}

const count = (value: number) => String(value);

function span(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
}

function leadsTable({ period, leads, previous_leads }: Insights): InsightTable {
  const unit = period.bucket === 'day' ? 'day' : 'week';
  const rows = leads.map((bucket, i) => {
    const before = previous_leads[i];
    return [
      bucket.start,
      count(bucket.estimate),
      count(bucket.inquiry),
      count(bucket.estimate + bucket.inquiry),
      before?.start ?? NONE,
      before ? count(before.estimate + before.inquiry) : NONE,
    ];
  });
  const sum = (list: Insights['leads']) => list.reduce((total, b) => total + b.estimate + b.inquiry, 0);
  const estimates = leads.reduce((total, b) => total + b.estimate, 0);
  const inquiries = leads.reduce((total, b) => total + b.inquiry, 0);
  rows.push(['Total', count(estimates), count(inquiries), count(sum(leads)), '', count(sum(previous_leads))]);
  return {
    id: 'leads',
    title: `Leads per ${unit}`,
    caption: `Leads per ${unit} by kind, ${span(period.from, period.to)}, against the period before (${span(period.previous_from, period.previous_to)})`,
    header: [
      unit === 'day' ? 'Day' : 'Week of',
      'Estimate requests',
      'Inquiries',
      'Leads',
      unit === 'day' ? 'Day before' : 'Week before',
      'Leads before',
    ],
    rows,
  };
}

function shareTable(
  id: 'sources' | 'cities' | 'services' | 'productCategories',
  title: string,
  what: string,
  insights: Insights,
): InsightTable {
  const { period } = insights;
  const entries = countSeries(insights, id);
  const total = entries.reduce((sum, entry) => sum + entry.leads, 0);
  return {
    id,
    title,
    caption: `${title}, ${span(period.from, period.to)}`,
    header: [what, 'Leads', 'Share'],
    rows: entries.map((entry) => [entry.label, count(entry.leads), percent(entry.leads, total)]),
  };
}

function funnelTable({ funnel, period }: Insights): InsightTable {
  const leadsAt = (status: keyof typeof STATUS_LABELS) =>
    funnel.find((step) => step.status === status)?.leads ?? 0;
  const rows = STEPS.map((status, i) => {
    const before = STEPS[i - 1];
    return [
      STATUS_LABELS[status],
      count(leadsAt(status)),
      before === undefined || leadsAt(before) === 0
        ? NONE
        : `${percent(leadsAt(status), leadsAt(before))} of ${STATUS_LABELS[before].toLowerCase()}`,
    ];
  });
  const lost = leadsAt('lost');
  rows.push(['Lost', count(lost), leadsAt('new') === 0 ? NONE : `${percent(lost, leadsAt('new'))} of new`]);
  return {
    id: 'funnel',
    title: 'From new lead to won job',
    caption: `Leads received ${span(period.from, period.to)} by the furthest status they reached, and the share that went on from each step`,
    header: ['Status reached', 'Leads', 'Went on from the step before'],
    rows,
  };
}

function speedTable({ speed, period }: Insights): InsightTable {
  return {
    id: 'speed',
    title: 'Speed to lead',
    caption: `Time from a lead's arrival to its first contact, per week, ${span(period.from, period.to)}; the shares count every lead of the week`,
    header: [
      'Week of',
      'Leads',
      'Contacted',
      'Median (minutes)',
      '90th percentile (minutes)',
      'Within 5 minutes',
      'Within an hour',
    ],
    rows: speed.map((week) => [
      week.week,
      count(week.leads),
      count(week.contacted),
      minutes(week.median_seconds),
      minutes(week.p90_seconds),
      percent(week.within_5_minutes, week.leads),
      percent(week.within_hour, week.leads),
    ]),
  };
}

function visitsTable({ visits, period }: Insights): InsightTable {
  return {
    id: 'visits',
    title: 'In-home visits',
    caption: `In-home visits booked for ${span(period.from, period.to)} and what became of them`,
    header: ['Visits', 'Count'],
    rows: [
      ['Booked', count(visits.booked)],
      ['Done', count(visits.done)],
      ['No-show', count(visits.no_show)],
      ['Cancelled', count(visits.cancelled)],
    ],
  };
}

/** Every table of one period's figures, in the page's order. */
export function insightTables(insights: Insights): InsightTable[] {
  return [
    leadsTable(insights),
    shareTable('sources', 'Where leads come from', 'How they heard about us', insights),
    shareTable('cities', 'Cities', 'City', insights),
    funnelTable(insights),
    speedTable(insights),
    visitsTable(insights),
    shareTable('services', 'Services asked for', 'Service', insights),
    shareTable('productCategories', 'Product categories asked about', 'Category', insights),
  ];
}

/** One table as a file to download: its name says what and when, its cells are formula-safe. */
export function tableDownload(insights: Insights, id: InsightTableId): { fileName: string; csv: string } {
  const table = insightTables(insights).find((entry) => entry.id === id);
  // Every id of INSIGHT_TABLES has its table; the machine takes no other.
  if (table === undefined) throw new Error(`No insight table '${id}'`);
  const { from, to } = insights.period;
  const slug = id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return { fileName: `insights-${slug}-${from}-to-${to}.csv`, csv: csvFile(table.header, table.rows) };
}
