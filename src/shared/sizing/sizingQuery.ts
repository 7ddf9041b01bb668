import {
  AC_TONNAGES,
  type AcUnit,
  DEFAULT_ANSWERS,
  HEAT_KW,
  type SizingAnswers,
  SWITCHED_LOADS,
  type SwitchedLoad,
} from './sizingAnswers';
import { sizingProblem } from './sizingValidation';

// The guide's answers in the page's address (issue 27, item 5), short enough to share:
// `?sf=2400&fuel=gas&amps=200&ac=3_2.5h10s&fr=1&well=1&on=sump.lights&cov=whole&step=result`.
// A unit is its tons, then `h` and its heat strips' kW, then `s` for a soft starter; `on` lists the yes/no
// loads that are yes. An address edited by hand keeps what is valid and starts the rest over.

export const SIZING_STEPS = ['home', 'cooling', 'loads', 'coverage', 'result'] as const;
export type SizingStep = (typeof SIZING_STEPS)[number];

const FUEL_CODES = { 'natural-gas': 'gas', propane: 'propane', none: 'none' } as const;
const COVERAGE_CODES = { essentials: 'essentials', 'whole-home': 'whole' } as const;
const LOAD_CODES: Record<SwitchedLoad, string> = {
  sump_pump: 'sump',
  water_heater: 'wh',
  electric_range: 'range',
  dryer: 'dryer',
  pool_pump: 'pool',
  garage_door: 'garage',
  lights_and_outlets: 'lights',
  ev_charger: 'ev',
};

const unitCode = (unit: AcUnit) =>
  `${unit.tons}${unit.heat_kw > 0 ? `h${unit.heat_kw}` : ''}${unit.soft_start ? 's' : ''}`;

/** The query string (without `?`) for `answers` shown at `step`. */
export function sizingQuery(answers: SizingAnswers, step: SizingStep): string {
  const params = new URLSearchParams({
    sf: String(answers.square_feet),
    fuel: FUEL_CODES[answers.fuel],
    amps: String(answers.service_amps),
  });
  if (answers.ac_units.length > 0) params.set('ac', answers.ac_units.map(unitCode).join('_'));
  params.set('fr', String(answers.refrigerators));
  if (answers.freezers > 0) params.set('fz', String(answers.freezers));
  if (answers.well_pump_hp > 0) params.set('well', String(answers.well_pump_hp));
  if (answers.medical_watts > 0) params.set('med', String(answers.medical_watts));
  const on = SWITCHED_LOADS.filter((load) => answers[load]).map((load) => LOAD_CODES[load]);
  if (on.length > 0) params.set('on', on.join('.'));
  params.set('cov', COVERAGE_CODES[answers.coverage]);
  if (answers.load_management) params.set('lm', '1');
  params.set('step', step);
  return params.toString();
}

const decodeOf = <T extends string>(codes: Record<T, string>, code: string | null): T | undefined =>
  (Object.keys(codes) as T[]).find((key) => codes[key] === code);

/** A number, or NaN for a missing value, which the check refuses. */
const numberOf = (text: string | null) => (text === null || text.trim() === '' ? Number.NaN : Number(text));

function unitOf(code: string): AcUnit | null {
  const match = /^(\d+(?:\.\d+)?)(?:h(\d+))?(s?)$/.exec(code);
  if (!match) return null;
  const tons = AC_TONNAGES.find((t) => t === Number(match[1]));
  const heat = HEAT_KW.find((kw) => kw === Number(match[2] ?? 0));
  if (tons === undefined || heat === undefined) return null;
  return { tons, heat_kw: heat, soft_start: match[3] === 's' };
}

type Candidate = Record<keyof SizingAnswers, unknown>;

function candidateOf(params: URLSearchParams): Candidate {
  const on = new Set((params.get('on') ?? '').split('.'));
  const units = (params.get('ac') ?? '').split('_').filter(Boolean).map(unitOf);
  const count = (name: string) => (params.has(name) ? numberOf(params.get(name)) : 0);
  return {
    square_feet: numberOf(params.get('sf')),
    fuel: decodeOf(FUEL_CODES, params.get('fuel')),
    service_amps: numberOf(params.get('amps')),
    ac_units: units.includes(null) ? null : units,
    refrigerators: count('fr'),
    freezers: count('fz'),
    well_pump_hp: count('well'),
    medical_watts: count('med'),
    ...Object.fromEntries(SWITCHED_LOADS.map((load) => [load, on.has(LOAD_CODES[load])])),
    coverage: decodeOf(COVERAGE_CODES, params.get('cov')),
    load_management: params.get('lm') === '1',
  } as Candidate; // every key of SizingAnswers is set above; the spread's keys are SWITCHED_LOADS.
}

export interface SizingAddress {
  answers: SizingAnswers;
  step: SizingStep;
  /** Whether the address held answers at all (without them it is the guide's start, with its defaults). */
  fromAddress: boolean;
}

/** The answers and step in `search` (`?…`), or the guide's start for an address that holds none. */
export function answersFromQuery(search: string): SizingAddress {
  const params = new URLSearchParams(search);
  if (!params.has('sf')) return { answers: DEFAULT_ANSWERS, step: 'home', fromAddress: false };
  const step = SIZING_STEPS.find((s) => s === params.get('step')) ?? 'home';
  const candidate = candidateOf(params);
  // Each field the check refuses starts over from the guide's default, one at a time.
  for (let problem = sizingProblem(candidate); problem; problem = sizingProblem(candidate)) {
    // The check names fields by the answers' own keys (`ac_units.1.tons` belongs to `ac_units`).
    const field = problem.field.split('.')[0] as keyof SizingAnswers;
    if (!(field in DEFAULT_ANSWERS)) break;
    candidate[field] = DEFAULT_ANSWERS[field];
  }
  // The check has just passed every field of the candidate.
  const answers = sizingProblem(candidate) === null ? (candidate as SizingAnswers) : DEFAULT_ANSWERS;
  return { answers, step, fromAddress: true };
}
