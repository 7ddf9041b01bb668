import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import {
  type GeneratorSizingEffect,
  type GeneratorSizingEvent,
  generatorSizingMachine,
} from '../../machines/generatorSizing.machine';
import { sizingRules } from '../../src/content/sizing/sizingRules';
import type { Message } from '../../src/shared/i18n/message';
import { DEFAULT_ANSWERS, SIZING_LIMITS, type SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { estimateSize } from '../../src/shared/sizing/sizingEstimate';
import { answersFromQuery, type SizingStep, sizingQuery } from '../../src/shared/sizing/sizingQuery';
import { sizingHeadline } from '../../src/shared/sizing/sizingSummary';
import { sizingTexts } from '../../src/shared/sizing/sizingTexts';
import { sizingProblem } from '../../src/shared/sizing/sizingValidation';
import { getMachinePaths, type MachinePath, testEveryPath } from '../helpers/machinePaths';

// Model-based paths of the sizing guide (issue 27): every step, Back at each, typed answers out of range,
// air-conditioning units, the address read and written, and the three ways out of the result. After every
// step: the address, read back as a reload would, gives the same step and answers; Back never loses an
// answer; the result is the rule set's own for the answers shown.

type Machine = typeof generatorSizingMachine;
type Snapshot = ReturnType<Machine['transition']>;

const input = { rules: sizingRules };
const stepOf = (snapshot: Snapshot) => snapshot.value as SizingStep;
const answerAt = (step: SizingStep, patch: Partial<SizingAnswers>) =>
  `?${sizingQuery({ ...DEFAULT_ANSWERS, ...patch }, step)}`;

const HOUSE: Partial<SizingAnswers> = {
  square_feet: 2400,
  ac_units: [
    { tons: 3, heat_kw: 0, soft_start: false },
    { tons: 2, heat_kw: 5, soft_start: true },
  ],
  well_pump_hp: 1,
};

/** The browser as the machine sees it: a history of addresses and what the page was asked to do. */
function fakeBrowser() {
  const record = {
    history: [''] as string[],
    at: 0,
    writes: 0,
    printed: 0,
    estimates: [] as SizingAnswers[],
    inquiries: [] as { name: string; answers: SizingAnswers }[],
    toasts: [] as (Message | string)[],
  };
  const attach = (actor: Actor<Machine>) => {
    actor.on('*', (effect: GeneratorSizingEffect) => {
      if (effect.type === 'writeAddress') {
        record.writes += 1;
        if (effect.replace) record.history[record.at] = effect.query;
        else {
          record.history = [...record.history.slice(0, record.at + 1), effect.query];
          record.at += 1;
        }
      } else if (effect.type === 'print') record.printed += 1;
      else if (effect.type === 'requestEstimate') {
        record.estimates.push(effect.answers);
        // The machine holds Messages (issue 39): the headline's id and figures, never its English.
        expect(effect.headline).toEqual(sizingHeadline(estimateSize(effect.answers, sizingRules)));
        expect(effect.headline.id).toBe('sizingSummary.headline');
      } else if (effect.type === 'addToInquiry') {
        expect(effect.estimate).toEqual(estimateSize(effect.answers, sizingRules));
        record.inquiries.push({ name: effect.name, answers: effect.answers });
      } else if (effect.type === 'notifySuccess') record.toasts.push(effect.message);
    });
  };
  return { record, attach };
}

const valid = (answers: SizingAnswers) => sizingProblem(answers) === null;

/** Replays `paths`; `identity` is the model's identity of a state, which the actor must match at each step. */
function walk(paths: MachinePath<Machine>[], identity: (snapshot: Snapshot) => string) {
  testEveryPath(paths, () => {
    const browser = fakeBrowser();
    let effectsBefore = { printed: 0, estimates: 0, inquiries: 0 };
    /** The actor's own snapshot before this step (the model's may differ outside its identity). */
    let before: Snapshot | undefined;
    return {
      logic: generatorSizingMachine,
      attach: browser.attach,
      compare: (actual, expected) => expect(identity(actual)).toBe(identity(expected)),
      exec: (actor, event) => {
        // The visitor goes to an address (Back, Forward, a link): the browser shows it, then the page hears.
        const { record } = browser;
        if (
          event.type === 'ADDRESS.CHANGED' &&
          event.search.replace(/^\?/, '') !== record.history[record.at]
        ) {
          record.history = [...record.history.slice(0, record.at + 1), event.search.replace(/^\?/, '')];
          record.at += 1;
        }
        // Only the machine's own events are in these models (no calls, no delays).
        actor.send(event as GeneratorSizingEvent);
      },
      check: (snapshot, step) => {
        const { context } = snapshot;
        const { record } = browser;
        const { event } = step;
        const address = record.history[record.at] ?? '';
        if (valid(context.answers)) {
          expect(context.estimate).toEqual(estimateSize(context.answers, sizingRules));
          if (address !== '') {
            // What a reload of this address would show: the same step and the same answers.
            const reloaded = answersFromQuery(address);
            expect(reloaded.step).toBe(stepOf(snapshot));
            expect(reloaded.answers).toEqual(context.answers);
          } else expect(context.answers).toEqual(DEFAULT_ANSWERS);
        } else expect(context.estimate).toBeNull();
        if (before && (event.type === 'BACK' || event.type === 'EDIT')) {
          expect(context.answers).toEqual(before.context.answers);
        }
        if (
          before &&
          event.type === 'NEXT' &&
          stepOf(snapshot) === stepOf(before) &&
          stepOf(before) !== 'result'
        ) {
          // Only a typed answer out of range holds a step back, and it says which.
          expect(Object.values(context.errors)).not.toEqual([]);
          for (const error of Object.values(context.errors)) {
            expect([sizingTexts.squareFeet, sizingTexts.medicalWatts]).toContainEqual(error);
            expect(['sizingCheck.squareFeet', 'sizingCheck.medicalWatts']).toContain(error.id);
          }
        }
        if (event.type === 'ADDRESS.CHANGED' && event.search === '' && before) {
          expect(context.answers).toEqual(before.context.answers);
        }
        const news = {
          printed: record.printed - effectsBefore.printed,
          estimates: record.estimates.slice(effectsBefore.estimates),
          inquiries: record.inquiries.slice(effectsBefore.inquiries),
        };
        effectsBefore = {
          printed: record.printed,
          estimates: record.estimates.length,
          inquiries: record.inquiries.length,
        };
        expect(news.printed).toBe(event.type === 'PRINT' ? 1 : 0);
        expect(news.estimates).toEqual(event.type === 'ESTIMATE.REQUEST' ? [context.answers] : []);
        const estimate = context.estimate;
        const unit = estimate?.needs_site_visit ? undefined : estimate?.products[0];
        const inquiry = estimate && unit ? [{ name: unit.name, answers: context.answers }] : [];
        expect(news.inquiries).toEqual(event.type === 'INQUIRY.ADD' ? inquiry : []);
        if (event.type === 'INQUIRY.ADD' && unit) {
          expect(record.toasts.at(-1)).toEqual({ id: 'sizing.addedToInquiry', values: { name: unit.name } });
        }
        before = snapshot;
      },
    };
  });
}

/** A state's identity for the walks: the step, which typed answers are in range and what is complained of. */
const outline = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    Number.isInteger(snapshot.context.answers.square_feet),
    snapshot.context.answers.medical_watts <= SIZING_LIMITS.medicalWatts.max,
    Object.keys(snapshot.context.errors),
    snapshot.context.answers.ac_units.length,
    snapshot.context.answers.ac_units.map((unit) => [unit.tons, unit.soft_start])[0],
    snapshot.context.query === '',
  ]);

describe('sizing guide: the steps, Back and the typed answers', () => {
  const paths = getMachinePaths({
    machine: generatorSizingMachine,
    input,
    serializeState: outline,
    events: (snapshot): GeneratorSizingEvent[] => {
      const step = stepOf(snapshot);
      const typed: GeneratorSizingEvent[] =
        step === 'home'
          ? [
              { type: 'ANSWER', patch: { square_feet: Number.NaN } },
              { type: 'ANSWER', patch: { square_feet: 2400 } },
            ]
          : step === 'loads'
            ? [
                { type: 'ANSWER', patch: { medical_watts: 50_000 } },
                { type: 'ANSWER', patch: { medical_watts: 300 } },
              ]
            : [];
      return [
        ...typed,
        { type: 'NEXT' },
        { type: 'BACK' },
        ...(step === 'result' ? [{ type: 'EDIT', step: 'home' } as const] : []),
      ];
    },
  });

  it('reaches every step', () => {
    const steps = new Set(paths.flatMap((path) => path.steps.map((step) => stepOf(step.expected))));
    expect([...steps].sort()).toEqual(['cooling', 'coverage', 'home', 'loads', 'result']);
  });

  walk(paths, outline);
});

describe('sizing guide: air-conditioning units', () => {
  const paths = getMachinePaths({
    machine: generatorSizingMachine,
    input,
    serializeState: outline,
    events: (snapshot): GeneratorSizingEvent[] => {
      if (stepOf(snapshot) !== 'cooling') return [{ type: 'NEXT' }];
      const units = snapshot.context.answers.ac_units.length;
      return [
        ...(units < 2 ? [{ type: 'UNIT.ADD' } as const] : []),
        ...(units > 0
          ? ([
              { type: 'UNIT.CHANGE', index: 0, patch: { tons: 5 } },
              { type: 'UNIT.CHANGE', index: 0, patch: { soft_start: true, heat_kw: 10 } },
              { type: 'UNIT.REMOVE', index: 0 },
            ] as const)
          : []),
        { type: 'BACK' },
      ];
    },
  });

  walk(paths, outline);
});

describe('sizing guide: the address and the result', () => {
  const addresses = [
    '',
    answerAt('result', HOUSE),
    answerAt('cooling', { ...HOUSE, coverage: 'essentials' }),
    answerAt('result', {
      square_feet: 9000,
      ac_units: Array(4).fill({ tons: 5, heat_kw: 20, soft_start: false }),
    }),
    '?sf=abc&fuel=coal&step=result',
  ];
  const byAddress = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.query]);
  const paths = getMachinePaths({
    machine: generatorSizingMachine,
    input,
    serializeState: byAddress,
    events: (snapshot): GeneratorSizingEvent[] => [
      ...addresses.map((search) => ({ type: 'ADDRESS.CHANGED', search }) as const),
      ...(stepOf(snapshot) === 'result'
        ? ([
            { type: 'PRINT' },
            { type: 'ESTIMATE.REQUEST' },
            { type: 'INQUIRY.ADD' },
            { type: 'RESTART' },
          ] as const)
        : []),
    ],
  });

  it('reads a hand-edited address as far as it is valid', () => {
    const edited = paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === 'ADDRESS.CHANGED' && step.event.search.includes('coal'));
    expect(edited?.expected.value).toBe('result');
    // The number and the fuel start over; the loads the address leaves out are off, as in any address.
    expect(edited?.expected.context.answers).toEqual({
      ...DEFAULT_ANSWERS,
      refrigerators: 0,
      lights_and_outlets: false,
    });
  });

  walk(paths, byAddress);
});

describe('sizing guide: details', () => {
  it('keeps a step taken before the app was live when the bare address it opened with is read', () => {
    const actor = createActor(generatorSizingMachine, { input }).start();
    actor.send({ type: 'ANSWER', patch: { square_feet: 1800 } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ADDRESS.LOADED', search: '' });
    expect(actor.getSnapshot().value).toBe('cooling');
    expect(actor.getSnapshot().context.answers.square_feet).toBe(1800);
  });

  it('opens a shared link at its step, the first step included', () => {
    for (const step of ['home', 'loads', 'result'] as const) {
      const actor = createActor(generatorSizingMachine, { input }).start();
      actor.send({ type: 'ADDRESS.LOADED', search: answerAt(step, HOUSE) });
      expect(actor.getSnapshot().value).toBe(step);
      expect(actor.getSnapshot().context.answers).toEqual({ ...DEFAULT_ANSWERS, ...HOUSE });
    }
  });

  it(`holds at most ${SIZING_LIMITS.acUnits.max} units`, () => {
    const actor = createActor(generatorSizingMachine, { input }).start();
    actor.send({ type: 'NEXT' });
    for (let i = 0; i < 6; i += 1) actor.send({ type: 'UNIT.ADD' });
    expect(actor.getSnapshot().context.answers.ac_units).toHaveLength(SIZING_LIMITS.acUnits.max);
  });

  it('comes back from a reload of any address it wrote as it was', () => {
    const first = createActor(generatorSizingMachine, { input }).start();
    const written: string[] = [];
    first.on('writeAddress', (effect) => written.push(effect.query));
    first.send({ type: 'ANSWER', patch: { square_feet: 3100, fuel: 'none' } });
    first.send({ type: 'NEXT' });
    first.send({ type: 'UNIT.ADD' });
    for (const step of ['loads', 'coverage', 'result']) {
      first.send({ type: 'NEXT' });
      expect(first.getSnapshot().value).toBe(step);
    }
    const reloaded = createActor(generatorSizingMachine, { input }).start();
    reloaded.send({ type: 'ADDRESS.CHANGED', search: `?${written.at(-1)}` });
    expect(reloaded.getSnapshot().value).toBe('result');
    expect(reloaded.getSnapshot().context.answers).toEqual(first.getSnapshot().context.answers);
  });
});
