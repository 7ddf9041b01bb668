import { sizingHeadline, sizingSituation } from '../../shared/sizing/sizingSummary';
import type { StoredSizing } from '../db/schema';
import type { EmailTable } from '../mail/layout';

// An estimate request's sizing in its e-mails (issue 27), in the words of sizingSummary.ts, which the
// inquiry list and the printed page use too.

type Row = [label: string, value: string];

const watts = (value: number) => `${value.toLocaleString('en-US')} W`;

/** The one line both the company's copy and the requester's confirmation show. */
export function sizingHeadlineRow({ estimate }: StoredSizing): Row {
  return ['Generator sizing', sizingHeadline(estimate)];
}

/** What the company's copy adds: the house, what a plan leaves out or staggers, the suggested products. */
export function sizingDetailRows({ answers, estimate }: StoredSizing): Row[] {
  const rows: Row[] = [['House', sizingSituation(answers)]];
  if (estimate.left_out.length > 0) rows.push(['Left off the generator', estimate.left_out.join(', ')]);
  if (estimate.taking_turns.length > 0) rows.push(['Taking turns', estimate.taking_turns.join(', ')]);
  if (estimate.products.length > 0) {
    rows.push(['Suggested', estimate.products.map((product) => product.name).join(', ')]);
  }
  return rows;
}

/** The loads counted, as the company's copy tables them. */
export function sizingLoadsTable({ estimate }: StoredSizing): EmailTable {
  return {
    caption: 'Loads (running / starting)',
    columns: ['Load', 'Running', 'Starting'],
    rows: estimate.loads.map((load) => [load.name, watts(load.running_watts), watts(load.starting_watts)]),
  };
}
