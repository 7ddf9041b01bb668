import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, type SizingAnswers, SWITCHED_LOADS } from '../../src/shared/sizing/sizingAnswers';
import { answersFromQuery, SIZING_STEPS, sizingQuery } from '../../src/shared/sizing/sizingQuery';
import { sizingProblem } from '../../src/shared/sizing/sizingValidation';
import { Random } from '../fuzz/random';
import { randomAnswers } from '../helpers/randomSizing';

// The sizing guide's answers in the page's address (issue 27, item 5): every valid set of answers comes back
// from its address at every step, the address stays short enough to share, and an address edited by hand
// keeps what is valid and starts the rest over from the guide's defaults, field by field.

const RUNS = 3000;
const MAX_QUERY = 200;

describe('sizingQuery and answersFromQuery', () => {
  it('round-trip random answers at every step, in a short address', () => {
    const random = new Random(2701);
    let longest = '';
    for (let run = 0; run < RUNS; run++) {
      const answers = randomAnswers(random);
      for (const step of SIZING_STEPS) {
        const query = sizingQuery(answers, step);
        expect(answersFromQuery(`?${query}`), query).toEqual({ answers, step, fromAddress: true });
        if (query.length > longest.length) longest = query;
      }
    }
    // The longest is every field at its longest (4 units like `3.5h20s`, every load on): well inside 200.
    expect(longest.length).toBeGreaterThan(120);
    expect(longest.length, longest).toBeLessThan(MAX_QUERY);
  });

  it('stays short for the longest answers there are', () => {
    const unit = { tons: 3.5, heat_kw: 20, soft_start: true } as const;
    const longest: SizingAnswers = {
      ...DEFAULT_ANSWERS,
      square_feet: 10_000,
      fuel: 'propane',
      ac_units: [unit, unit, unit, unit],
      well_pump_hp: 0.75,
      medical_watts: 3000,
      ...Object.fromEntries(SWITCHED_LOADS.map((load) => [load, true])),
      coverage: 'essentials',
      load_management: true,
    };
    const query = sizingQuery(longest, 'coverage');
    expect(query.length, query).toBeLessThan(MAX_QUERY);
    expect(answersFromQuery(query).answers).toEqual(longest);
  });

  it('writes the example of its own comment', () => {
    const answers: SizingAnswers = {
      ...DEFAULT_ANSWERS,
      square_feet: 2400,
      ac_units: [
        { tons: 3, heat_kw: 0, soft_start: false },
        { tons: 2.5, heat_kw: 10, soft_start: true },
      ],
      well_pump_hp: 1,
      sump_pump: true,
    };
    expect(sizingQuery(answers, 'result')).toBe(
      'sf=2400&fuel=gas&amps=200&ac=3_2.5h10s&fr=1&well=1&on=sump.lights&cov=whole&step=result',
    );
  });

  it('starts the guide over for an address without answers', () => {
    for (const search of ['', '?', '?step=result', '?fuel=propane&step=loads', '?utm_source=mail']) {
      expect(answersFromQuery(search), search).toEqual({
        answers: DEFAULT_ANSWERS,
        step: 'home',
        fromAddress: false,
      });
    }
  });
});

describe('answersFromQuery: addresses edited by hand', () => {
  // A full, valid address, which each case below spoils in one place.
  const valid: SizingAnswers = {
    square_feet: 3100,
    fuel: 'propane',
    service_amps: 400,
    ac_units: [
      { tons: 4, heat_kw: 15, soft_start: true },
      { tons: 1.5, heat_kw: 0, soft_start: false },
    ],
    refrigerators: 2,
    freezers: 1,
    well_pump_hp: 0.75,
    sump_pump: true,
    water_heater: false,
    electric_range: true,
    dryer: false,
    pool_pump: true,
    medical_watts: 450,
    garage_door: false,
    lights_and_outlets: true,
    ev_charger: true,
    coverage: 'essentials',
    load_management: true,
  };
  const validQuery = sizingQuery(valid, 'coverage');
  /** The valid address with `name` set to `value` (or taken out, for null). */
  const edited = (name: string, value: string | null) => {
    const params = new URLSearchParams(validQuery);
    if (value === null) params.delete(name);
    else params.set(name, value);
    return answersFromQuery(`?${params}`);
  };

  it('reads the unspoilt address', () => {
    expect(answersFromQuery(`?${validQuery}`)).toEqual({
      answers: valid,
      step: 'coverage',
      fromAddress: true,
    });
  });

  it.each([
    ['sf', 'abc', { square_feet: 2000 }],
    ['sf', '', { square_feet: 2000 }],
    ['sf', '299', { square_feet: 2000 }],
    ['sf', '10001', { square_feet: 2000 }],
    ['sf', '2400.5', { square_feet: 2000 }],
    ['sf', '-2400', { square_feet: 2000 }],
    ['fuel', 'coal', { fuel: 'natural-gas' }],
    ['fuel', 'natural-gas', { fuel: 'natural-gas' }],
    ['fuel', null, { fuel: 'natural-gas' }],
    ['amps', '120', { service_amps: 200 }],
    ['amps', null, { service_amps: 200 }],
    ['ac', '4h15s_7', { ac_units: [] }],
    ['ac', '4h15s_1.5h11', { ac_units: [] }],
    ['ac', '4h15x', { ac_units: [] }],
    ['ac', '4 h15', { ac_units: [] }],
    ['ac', '3_3_3_3_3', { ac_units: [] }],
    ['ac', null, { ac_units: [] }],
    ['fr', '4', { refrigerators: 1 }],
    ['fr', '1.5', { refrigerators: 1 }],
    ['fr', 'two', { refrigerators: 1 }],
    ['fz', '-1', { freezers: 0 }],
    ['fz', '3', { freezers: 0 }],
    ['well', '3', { well_pump_hp: 0 }],
    ['well', 'deep', { well_pump_hp: 0 }],
    ['med', '3001', { medical_watts: 0 }],
    ['med', '12.5', { medical_watts: 0 }],
    ['cov', 'everything', { coverage: 'whole-home' }],
    ['cov', 'whole-home', { coverage: 'whole-home' }],
    ['lm', 'yes', { load_management: false }],
  ] as const)('keeps the rest when %s is %j', (name, value, fallback) => {
    expect(edited(name, value)).toEqual({
      answers: { ...valid, ...fallback },
      step: 'coverage',
      fromAddress: true,
    });
  });

  it('keeps a well-formed value however it is written', () => {
    expect(edited('well', '0.750').answers.well_pump_hp).toBe(0.75);
    expect(edited('ac', '4.0h15s_1.5').answers.ac_units).toEqual(valid.ac_units);
    expect(edited('ac', '4h15s__1.5').answers.ac_units).toEqual(valid.ac_units);
  });

  it('reads the yes/no loads from `on`, ignoring codes it does not know', () => {
    expect(edited('on', 'sump.jacuzzi.ev').answers).toEqual({
      ...valid,
      electric_range: false,
      pool_pump: false,
      lights_and_outlets: false,
    });
    const none = edited('on', null).answers;
    expect([none.sump_pump, none.lights_and_outlets, none.ev_charger]).toEqual([false, false, false]);
  });

  it('ignores parameters it does not know and an unknown step', () => {
    const search = `?${validQuery}&utm_source=newsletter&fbclid=abc&sf2=9`;
    expect(answersFromQuery(search)).toEqual({ answers: valid, step: 'coverage', fromAddress: true });
    expect(edited('step', 'checkout')).toEqual({ answers: valid, step: 'home', fromAddress: true });
    expect(edited('step', null)).toEqual({ answers: valid, step: 'home', fromAddress: true });
  });

  it('falls back field by field when several are spoilt at once', () => {
    const search = `?${validQuery.replace('fuel=propane', 'fuel=wood').replace('fr=2', 'fr=many')}&amps=1`;
    const { answers } = answersFromQuery(search);
    expect(answers).toEqual({ ...valid, fuel: 'natural-gas', refrigerators: 1 });
  });

  it('always gives answers that can be sized', () => {
    // Random spoiling: any parameter set to a random string, or dropped.
    const random = new Random(2702);
    const names = ['sf', 'fuel', 'amps', 'ac', 'fr', 'fz', 'well', 'med', 'on', 'cov', 'lm', 'step'];
    for (let run = 0; run < RUNS; run++) {
      const params = new URLSearchParams(sizingQuery(randomAnswers(random), random.pick(SIZING_STEPS)));
      for (let edits = random.int(1, 4); edits > 0; edits--) {
        const name = random.pick(names);
        if (random.chance(0.2)) params.delete(name);
        else params.set(name, random.string('0123456789.-_hsabc', random.int(0, 8)));
      }
      const { answers, step } = answersFromQuery(`?${params}`);
      expect(sizingProblem(answers), String(params)).toBeNull();
      expect(SIZING_STEPS).toContain(step);
    }
  });
});
