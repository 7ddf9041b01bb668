import type { Locale } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/message';
import { sizingHeadline, sizingSituation } from '../../shared/sizing/sizingSummary';
import type { StoredSizing } from '../db/schema';
import type { EmailTable } from '../mail/layout';
import { serverSizingWords } from './sizing';

// An estimate request's sizing in its e-mails (issue 27), in the words of sizingSummary.ts, which the
// inquiry list and the printed page use too. The requester's confirmation writes its line in the
// requester's language (issue 39); the company's copy, with the stored (English) loads, stays English.

type Row = [label: string, value: string];

/** The one line both the company's copy and the requester's confirmation show, in `locale`. */
export function sizingHeadlineRow({ estimate }: StoredSizing, locale: Locale = 'en'): Row {
  const { text } = serverSizingWords(locale);
  return [text(msg('sizingMail.generatorSizing')), text(sizingHeadline(estimate))];
}

/** What the company's copy adds: the house, what a plan leaves out or staggers, the suggested products. */
export function sizingDetailRows({ answers, estimate }: StoredSizing): Row[] {
  const { text, list } = serverSizingWords('en');
  const rows: Row[] = [[text(msg('sizingMail.house')), text(sizingSituation(answers))]];
  if (estimate.left_out.length > 0) rows.push([text(msg('sizingMail.leftOff')), list(estimate.left_out)]);
  if (estimate.taking_turns.length > 0) {
    rows.push([text(msg('sizingMail.takingTurns')), list(estimate.taking_turns)]);
  }
  if (estimate.products.length > 0) {
    const products = list(estimate.products.map((product) => product.name));
    rows.push([text(msg('sizingMail.suggested')), products]);
  }
  return rows;
}

/** The loads counted, as the company's copy tables them. */
export function sizingLoadsTable({ estimate }: StoredSizing): EmailTable {
  const { text, watts } = serverSizingWords('en');
  return {
    caption: text(msg('sizingMail.loadsCaption')),
    columns: [text(msg('sizing.load')), text(msg('sizing.running')), text(msg('sizing.starting'))],
    rows: estimate.loads.map((load) => [load.name, watts(load.running_watts), watts(load.starting_watts)]),
  };
}
