import { type Message, msg } from '../i18n/message';
import type { SizingAnswers } from './sizingAnswers';
import type { SizingPlan } from './sizingEstimate';
import type { SizingWords } from './sizingWords';

// The sizing in words, one text for every place it travels: the inquiry list's message, the estimate
// request's e-mails, the staff's lead and the printed page say the same (issue 39: in the reader's language,
// from the 'sizing' catalog; the company's copy in English).

const FUEL_KEYS = { 'natural-gas': 'gas', propane: 'propane', none: 'none' } as const;

/** "Whole home with load management, natural gas, 200 A service, 2,400 sq ft". */
export function sizingSituation(answers: SizingAnswers): Message {
  return msg('sizingSummary.situation', {
    coverage: answers.coverage,
    management: answers.load_management ? 'yes' : 'no',
    fuel: FUEL_KEYS[answers.fuel],
    amps: answers.service_amps,
    area: answers.square_feet,
  });
}

/** The figures a headline takes: an estimate in either form (computed, or written as the contract's). */
type Headlined = Pick<SizingPlan, 'recommended_kw' | 'size_class' | 'running_watts' | 'peak_watts'>;

/** One line: "22 kW recommended: running 11,700 W, peak 19,700 W while the largest motor starts". */
export function sizingHeadline(estimate: Headlined): Message {
  return msg('sizingSummary.headline', {
    kw: estimate.recommended_kw,
    commercial: estimate.size_class === 'commercial' ? 'yes' : 'no',
    running: estimate.running_watts,
    peak: estimate.peak_watts,
  });
}

/** The whole summary as plain text (at most about 1,200 characters: every load is one short line). */
export function sizingSummary(answers: SizingAnswers, estimate: SizingPlan, words: SizingWords): string {
  const { text, list } = words;
  const lines = [
    text(msg('sizingSummary.first', { headline: text(sizingHeadline(estimate)) })),
    `${text(sizingSituation(answers))}.`,
    text(msg('sizingSummary.loads')),
    ...estimate.loads.map((load) =>
      text(
        msg('sizingSummary.load', {
          name: text(load.name),
          running: load.running_watts,
          starting: load.starting_watts,
        }),
      ),
    ),
  ];
  const named = (messages: Message[]) => list(messages.map(text));
  if (estimate.left_out.length > 0) {
    lines.push(text(msg('sizingSummary.leftOff', { loads: named(estimate.left_out) })));
  }
  if (estimate.taking_turns.length > 0) {
    lines.push(text(msg('sizingSummary.takingTurns', { loads: named(estimate.taking_turns) })));
  }
  if (estimate.products.length > 0) {
    const products = list(estimate.products.map((product) => product.name));
    lines.push(text(msg('sizingSummary.suggested', { products })));
  }
  return lines.join('\n');
}
