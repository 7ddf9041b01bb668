import type { SizingAnswers } from './sizingAnswers';
import type { SizingEstimate } from './sizingEstimate';

// The sizing in words, one text for every place it travels: the inquiry list's message, the estimate
// request's company e-mail and the printed page say the same.

const watts = (value: number) => `${value.toLocaleString('en-US')} W`;

const FUEL_WORDS = { 'natural-gas': 'natural gas', propane: 'propane', none: 'no gas line' } as const;

/** "Whole home with load management, natural gas, 200 A service, 2,400 sq ft". */
export function sizingSituation(answers: SizingAnswers): string {
  const coverage =
    answers.coverage === 'essentials'
      ? 'Essentials only'
      : `Whole home ${answers.load_management ? 'with' : 'without'} load management`;
  const area = answers.square_feet.toLocaleString('en-US');
  return `${coverage}, ${FUEL_WORDS[answers.fuel]}, ${answers.service_amps} A service, ${area} sq ft`;
}

/** One line: "22 kW recommended (running 11,700 W, peak 19,700 W while the largest motor starts)". */
export function sizingHeadline(estimate: SizingEstimate): string {
  const kind = estimate.size_class === 'commercial' ? ' (a commercial size: needs a site visit)' : '';
  return `${estimate.recommended_kw} kW recommended${kind}: running ${watts(estimate.running_watts)}, peak ${watts(estimate.peak_watts)} while the largest motor starts`;
}

/** The whole summary as plain text (at most about 1,200 characters: every load is one short line). */
export function sizingSummary(answers: SizingAnswers, estimate: SizingEstimate): string {
  const lines = [
    `Generator sizing: ${sizingHeadline(estimate)}.`,
    `${sizingSituation(answers)}.`,
    'Loads (running / starting):',
    ...estimate.loads.map(
      (load) => `- ${load.name}: ${watts(load.running_watts)} / ${watts(load.starting_watts)}`,
    ),
  ];
  if (estimate.left_out.length > 0) lines.push(`Left off the generator: ${estimate.left_out.join(', ')}.`);
  if (estimate.taking_turns.length > 0) lines.push(`Taking turns: ${estimate.taking_turns.join(', ')}.`);
  if (estimate.products.length > 0) {
    lines.push(`Suggested: ${estimate.products.map((product) => product.name).join(', ')}.`);
  }
  return lines.join('\n');
}
