import { describe, expect, it } from 'vitest';
import { type AcUnit, DEFAULT_ANSWERS, type SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { sizingProblem, toSizingAnswers } from '../../src/shared/sizing/sizingValidation';
import { Random } from '../fuzz/random';
import { randomAnswers } from '../helpers/randomSizing';
import { sizingText } from '../helpers/sizingWords';

// The one check of a set of sizing answers (issue 27): the server's 400 names the field it refuses, as a
// path into the request body, and the page's address falls back by the same field names.

const UNIT: AcUnit = { tons: 3, heat_kw: 0, soft_start: false };
/** The default answers with `changes` over them, typed loosely: the cases below are bodies sent by anyone. */
const body = (changes: Record<string, unknown>): Record<string, unknown> => ({
  ...DEFAULT_ANSWERS,
  ...changes,
});
const without = (field: keyof SizingAnswers) => {
  const { [field]: _dropped, ...rest } = DEFAULT_ANSWERS;
  return rest;
};
const fieldOf = (value: unknown) => sizingProblem(value)?.field;
/** The problem with its message as the reader of `locale` sees it (the check holds a Message, issue 39). */
const checked = (value: unknown, locale: 'en' | 'es' = 'en') => {
  const problem = sizingProblem(value);
  return problem && { field: problem.field, message: sizingText(problem.message, locale) };
};

describe('sizingProblem', () => {
  it('accepts the defaults and random valid answers', () => {
    expect(sizingProblem(DEFAULT_ANSWERS)).toBeNull();
    const random = new Random(2703);
    for (let run = 0; run < 3000; run++) {
      const answers = randomAnswers(random);
      expect(sizingProblem(answers), JSON.stringify(answers)).toBeNull();
    }
  });

  it.each([null, undefined, 'answers', 42, true, [], [DEFAULT_ANSWERS]])('refuses %j as a whole', (value) => {
    expect(checked(value)).toEqual({
      field: 'sizing',
      message: 'The sizing answers must be an object.',
    });
  });

  it.each([
    ['square_feet', 299],
    ['square_feet', 10_001],
    ['square_feet', 2000.5],
    ['square_feet', '2000'],
    ['square_feet', Number.NaN],
    ['square_feet', Number.POSITIVE_INFINITY],
    ['square_feet', null],
    ['fuel', 'gas'],
    ['fuel', 'Propane'],
    ['fuel', ''],
    ['service_amps', 250],
    ['service_amps', '200'],
    ['refrigerators', -1],
    ['refrigerators', 4],
    ['refrigerators', 1.5],
    ['refrigerators', '1'],
    ['freezers', 3],
    ['freezers', 0.5],
    ['well_pump_hp', 3],
    ['well_pump_hp', '1'],
    ['well_pump_hp', 0.6],
    ['sump_pump', 'yes'],
    ['water_heater', 1],
    ['electric_range', null],
    ['dryer', 'false'],
    ['pool_pump', 0],
    ['garage_door', {}],
    ['lights_and_outlets', []],
    ['ev_charger', 'true'],
    ['medical_watts', -1],
    ['medical_watts', 3001],
    ['medical_watts', 250.5],
    ['medical_watts', '250'],
    ['coverage', 'whole_home'],
    ['coverage', 'all'],
    ['load_management', 'on'],
    ['ac_units', 'none'],
    ['ac_units', {}],
    ['ac_units', null],
  ])('names %s when it is %j', (field, value) => {
    const problem = checked(body({ [field]: value }));
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(new RegExp(`^${field} must be `));
  });

  it.each([
    'square_feet',
    'fuel',
    'service_amps',
    'ac_units',
    'refrigerators',
    'freezers',
    'well_pump_hp',
    'sump_pump',
    'water_heater',
    'electric_range',
    'dryer',
    'pool_pump',
    'medical_watts',
    'garage_door',
    'lights_and_outlets',
    'ev_charger',
    'coverage',
    'load_management',
  ] as const)('names %s when it is missing', (field) => {
    expect(fieldOf(without(field))).toBe(field);
  });

  it('says what the numbers may be', () => {
    expect(checked(body({ square_feet: 12 }))?.message).toBe(
      'square_feet must be a whole number from 300 to 10,000.',
    );
    expect(checked(body({ fuel: 'coal' }))?.message).toBe('fuel must be one of natural-gas, propane, none.');
    expect(checked(body({ ac_units: [UNIT, { ...UNIT, tons: 6 }] }))?.message).toBe(
      'ac_units.1.tons must be one of 1.5, 2, 2.5, 3, 3.5, 4, 5.',
    );
  });

  it('says the same in Spanish, the field named as the contract names it (issue 39)', () => {
    expect(checked(body({ square_feet: 12 }), 'es')?.message).toBe(
      'square_feet debe ser un número entero de 300 a 10,000.',
    );
    expect(checked(body({ ac_units: [UNIT, { ...UNIT, tons: 6 }] }), 'es')?.message).toBe(
      'ac_units.1.tons debe ser uno de estos: 1.5, 2, 2.5, 3, 3.5, 4, 5.',
    );
    expect(checked(body({ dryer: 'yes' }), 'es')?.message).toBe('dryer debe ser true o false.');
    expect(checked(null, 'es')?.message).toBe('Las respuestas del cálculo deben ser un objeto.');
    expect(sizingProblem(body({ fuel: 'coal' }))?.message.id).toBe('sizingCheck.oneOf');
  });

  it('names the unit and its field inside ac_units', () => {
    expect(fieldOf(body({ ac_units: [{ ...UNIT, tons: 6 }] }))).toBe('ac_units.0.tons');
    expect(fieldOf(body({ ac_units: [UNIT, { ...UNIT, tons: '3' }] }))).toBe('ac_units.1.tons');
    expect(fieldOf(body({ ac_units: [UNIT, UNIT, { ...UNIT, heat_kw: 12 }] }))).toBe('ac_units.2.heat_kw');
    expect(fieldOf(body({ ac_units: [UNIT, { ...UNIT, soft_start: 'no' }] }))).toBe('ac_units.1.soft_start');
    expect(fieldOf(body({ ac_units: [{ heat_kw: 0, soft_start: false }] }))).toBe('ac_units.0.tons');
    expect(fieldOf(body({ ac_units: [UNIT, null] }))).toBe('ac_units.1');
    expect(fieldOf(body({ ac_units: [UNIT, [3, 0, false]] }))).toBe('ac_units.1');
    expect(fieldOf(body({ ac_units: ['3'] }))).toBe('ac_units.0');
  });

  it('takes up to four units and refuses a fifth', () => {
    expect(sizingProblem(body({ ac_units: [UNIT, UNIT, UNIT, UNIT] }))).toBeNull();
    expect(checked(body({ ac_units: [UNIT, UNIT, UNIT, UNIT, UNIT] }))).toEqual({
      field: 'ac_units',
      message: 'ac_units must be a list of at most 4 units.',
    });
  });

  it('accepts the edges of every range', () => {
    for (const changes of [
      { square_feet: 300 },
      { square_feet: 10_000 },
      { refrigerators: 0 },
      { refrigerators: 3 },
      { freezers: 2 },
      { medical_watts: 0 },
      { medical_watts: 3000 },
      { well_pump_hp: 2 },
      { service_amps: 100 },
      { fuel: 'none' },
    ]) {
      expect(sizingProblem(body(changes)), JSON.stringify(changes)).toBeNull();
    }
  });

  it('names the first bad field in the order of the form', () => {
    expect(fieldOf(body({ coverage: 'x', square_feet: 1, fuel: 'x' }))).toBe('square_feet');
    expect(fieldOf(body({ coverage: 'x', refrigerators: 9, ac_units: [{}] }))).toBe('ac_units.0.tons');
    expect(fieldOf(body({ load_management: 1, medical_watts: -5 }))).toBe('medical_watts');
  });
});

describe('toSizingAnswers', () => {
  it('keeps the answers and drops every key it does not know, in the units too', () => {
    const answers: SizingAnswers = { ...DEFAULT_ANSWERS, ac_units: [{ ...UNIT, tons: 2.5 }] };
    const sent = {
      ...answers,
      ac_units: [{ ...UNIT, tons: 2.5, brand: 'Trane' }],
      email: 'owner@example.com',
      __proto__polluted: true,
    };
    const kept = toSizingAnswers(sent);
    expect(kept).toEqual(answers);
    expect(Object.keys(kept ?? {}).sort()).toEqual(Object.keys(DEFAULT_ANSWERS).sort());
    expect(Object.keys(kept?.ac_units[0] ?? {}).sort()).toEqual(['heat_kw', 'soft_start', 'tons']);
  });

  it('gives a copy, not the object it was given', () => {
    const sent = { ...DEFAULT_ANSWERS, ac_units: [UNIT] };
    const kept = toSizingAnswers(sent);
    expect(kept).not.toBe(sent);
    expect(kept?.ac_units[0]).not.toBe(sent.ac_units[0]);
  });

  it('gives null for answers the check refuses', () => {
    expect(toSizingAnswers(body({ fuel: 'coal' }))).toBeNull();
    expect(toSizingAnswers(null)).toBeNull();
    expect(toSizingAnswers([DEFAULT_ANSWERS])).toBeNull();
  });

  it('keeps random valid answers as they are', () => {
    const random = new Random(2704);
    for (let run = 0; run < 1000; run++) {
      const answers = randomAnswers(random);
      expect(toSizingAnswers({ ...answers, extra: run })).toEqual(answers);
    }
  });
});
