import { assign, emit, enqueueActions, setup } from 'xstate';
import type { Message } from '../src/shared/i18n/message';
import {
  DEFAULT_ANSWERS,
  NEW_AC_UNIT,
  SIZING_LIMITS,
  type SizingAnswers,
} from '../src/shared/sizing/sizingAnswers';
import { estimateSize } from '../src/shared/sizing/sizingEstimate';
import { answersFromQuery, type SizingStep, sizingQuery } from '../src/shared/sizing/sizingQuery';
import { sizingHeadline } from '../src/shared/sizing/sizingSummary';
import { sizingTexts } from '../src/shared/sizing/sizingTexts';
import { sizingProblem } from '../src/shared/sizing/sizingValidation';
import type {
  GeneratorSizingContext,
  GeneratorSizingEffect,
  GeneratorSizingEvent,
  GeneratorSizingInput,
  TypedAnswer,
} from './generatorSizing.types';

// "What size generator do I need?" (issue 27): four steps of questions, Back at every one, then the size
// and why. The answers live in the page's address: every step is a history entry and every changed answer
// rewrites the current one, so Back/Forward, a reload and a shared link give the same page. The result ends
// in a lead: the estimate form with the answers attached, or the recommended unit on the inquiry list.

export type {
  GeneratorSizingContext,
  GeneratorSizingEffect,
  GeneratorSizingEvent,
  GeneratorSizingInput,
} from './generatorSizing.types';

type Step = SizingStep;

const TYPED_LIMITS: Record<TypedAnswer, { min: number; max: number; message: Message }> = {
  square_feet: { ...SIZING_LIMITS.squareFeet, message: sizingTexts.squareFeet },
  medical_watts: { ...SIZING_LIMITS.medicalWatts, message: sizingTexts.medicalWatts },
};

const typedError = (answers: SizingAnswers, field: TypedAnswer): Message | undefined => {
  const { min, max, message } = TYPED_LIMITS[field];
  const value = answers[field];
  return Number.isInteger(value) && value >= min && value <= max ? undefined : message;
};

/** The typed answers each step asks, checked before the step is left forwards. */
const STEP_FIELDS: Partial<Record<Step, TypedAnswer[]>> = { home: ['square_feet'], loads: ['medical_watts'] };

const estimateOf = (answers: SizingAnswers, context: GeneratorSizingContext) =>
  sizingProblem(answers) === null ? estimateSize(answers, context.rules) : null;

const withoutQuestionMark = (search: string) => search.replace(/^\?/, '');

/** Reading an address: the step it names, with its answers. */
const addressReads = (['cooling', 'loads', 'coverage', 'result'] as const).map((step) => ({
  guard: { type: 'addressShows' as const, params: { step } },
  target: `.${step}`,
  actions: 'readAddress' as const,
}));

export const generatorSizingMachine = setup({
  types: {
    context: {} as GeneratorSizingContext,
    input: {} as GeneratorSizingInput,
    events: {} as GeneratorSizingEvent,
    emitted: {} as GeneratorSizingEffect,
  },
  actions: {
    print: emit({ type: 'print' } as const),
    // Every step of the guide is an entry in the browser's history; an answer changes the current one.
    writeAddress: enqueueActions(
      ({ context, enqueue }, { step, replace }: { step: Step; replace: boolean }) => {
        if (sizingProblem(context.answers) !== null) return;
        const query = sizingQuery(context.answers, step);
        if (query === context.query) return;
        enqueue.assign({ query });
        enqueue.emit({ type: 'writeAddress', query, replace });
      },
    ),
    readAddress: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.CHANGED' && event.type !== 'ADDRESS.LOADED') return {};
      const query = withoutQuestionMark(event.search);
      const read = answersFromQuery(query);
      // An address without answers is the guide's start: the answers given so far are kept.
      const answers = read.fromAddress ? read.answers : context.answers;
      return { query, answers, estimate: estimateOf(answers, context), errors: {} };
    }),
    setAnswers: assign(({ context, event }) => {
      const answers = answersAfter(context.answers, event);
      const errors = { ...context.errors };
      // A complaint goes as soon as the answer is right; a new one waits for Next.
      for (const field of Object.keys(errors) as TypedAnswer[]) {
        if (!typedError(answers, field)) delete errors[field];
      }
      return { answers, errors, estimate: estimateOf(answers, context) };
    }),
    showErrors: assign({
      errors: ({ context }, { step }: { step: Step }) =>
        Object.fromEntries(
          (STEP_FIELDS[step] ?? []).flatMap((field) => {
            const error = typedError(context.answers, field);
            return error ? [[field, error]] : [];
          }),
        ),
    }),
    restart: assign(({ context }) => ({
      answers: DEFAULT_ANSWERS,
      errors: {},
      estimate: estimateOf(DEFAULT_ANSWERS, context),
    })),
    requestEstimate: enqueueActions(({ context, enqueue }) => {
      if (!context.estimate) return;
      const headline = sizingHeadline(context.estimate);
      enqueue.emit({ type: 'requestEstimate', answers: context.answers, headline });
    }),
    addToInquiry: enqueueActions(({ context, enqueue }) => {
      const unit = context.estimate?.products[0];
      if (!context.estimate || !unit) return;
      const { answers, estimate } = context;
      enqueue.emit({ type: 'addToInquiry', name: unit.name, answers, estimate });
      enqueue.emit({ type: 'notifySuccess', message: sizingTexts.addedToInquiry(unit.name) });
    }),
  },
  guards: {
    isOwnAddress: ({ context, event }) =>
      event.type === 'ADDRESS.CHANGED' && withoutQuestionMark(event.search) === context.query,
    holdsNoAnswers: ({ event }) =>
      event.type === 'ADDRESS.LOADED' && !answersFromQuery(event.search).fromAddress,
    addressShows: ({ event }, { step }: { step: Step }) =>
      (event.type === 'ADDRESS.CHANGED' || event.type === 'ADDRESS.LOADED') &&
      answersFromQuery(event.search).step === step,
    stepIncomplete: ({ context }, { step }: { step: Step }) =>
      (STEP_FIELDS[step] ?? []).some((field) => typedError(context.answers, field) !== undefined),
    hasRoomForUnit: ({ context }) => context.answers.ac_units.length < SIZING_LIMITS.acUnits.max,
    editsStep: ({ event }, { step }: { step: Step }) => event.type === 'EDIT' && event.step === step,
    hasRecommendedUnit: ({ context }) =>
      context.estimate !== null && context.estimate.products.length > 0 && !context.estimate.needs_site_visit,
  },
}).createMachine({
  id: 'generatorSizing',
  context: ({ input }) => ({
    rules: input.rules,
    answers: DEFAULT_ANSWERS,
    estimate: estimateSize(DEFAULT_ANSWERS, input.rules),
    errors: {},
    query: '',
  }),
  initial: 'home',
  on: {
    // The address the page was opened with: a shared link's answers, or nothing to read. A tap that came
    // before the app was live may already have moved the guide on; a bare address does not take it back.
    'ADDRESS.LOADED': [
      { guard: 'holdsNoAnswers' },
      ...addressReads,
      { target: '.home', actions: 'readAddress' },
    ],
    'ADDRESS.CHANGED': [
      { guard: 'isOwnAddress' },
      ...addressReads,
      // Back at the guide's start (an address without answers), the answers so far are kept and written
      // into it, so a reload there shows them too.
      {
        target: '.home',
        actions: ['readAddress', { type: 'writeAddress', params: { step: 'home', replace: true } }],
      },
    ],
  },
  states: {
    home: { on: { ...answering('home'), ...forwards('home', 'cooling') } },
    cooling: {
      on: {
        'UNIT.ADD': { guard: 'hasRoomForUnit', actions: edited('cooling') },
        'UNIT.CHANGE': { actions: edited('cooling') },
        'UNIT.REMOVE': { actions: edited('cooling') },
        ...forwards('cooling', 'loads'),
        BACK: back('home'),
      },
    },
    loads: { on: { ...answering('loads'), ...forwards('loads', 'coverage'), BACK: back('cooling') } },
    coverage: { on: { ...answering('coverage'), ...forwards('coverage', 'result'), BACK: back('loads') } },
    result: {
      on: {
        BACK: back('coverage'),
        EDIT: (['home', 'cooling', 'loads', 'coverage'] as const).map((step) => ({
          guard: { type: 'editsStep' as const, params: { step } },
          ...back(step),
        })),
        RESTART: {
          target: 'home',
          actions: ['restart', { type: 'writeAddress', params: { step: 'home', replace: false } }],
        },
        PRINT: { actions: 'print' },
        'ESTIMATE.REQUEST': { actions: 'requestEstimate' },
        'INQUIRY.ADD': { guard: 'hasRecommendedUnit', actions: 'addToInquiry' },
      },
    },
  },
});

/** The answers after an ANSWER or UNIT event (other events leave them). */
function answersAfter(answers: SizingAnswers, event: GeneratorSizingEvent): SizingAnswers {
  const units = answers.ac_units;
  switch (event.type) {
    case 'ANSWER':
      return { ...answers, ...event.patch };
    case 'UNIT.ADD':
      return { ...answers, ac_units: [...units, NEW_AC_UNIT] };
    case 'UNIT.CHANGE':
      return {
        ...answers,
        ac_units: units.map((unit, i) => (i === event.index ? { ...unit, ...event.patch } : unit)),
      };
    case 'UNIT.REMOVE':
      return { ...answers, ac_units: units.filter((_, i) => i !== event.index) };
    default:
      return answers;
  }
}

function edited(step: Step) {
  return ['setAnswers', { type: 'writeAddress', params: { step, replace: true } }] as const;
}

function answering(step: Step) {
  return { ANSWER: { actions: edited(step) } };
}

function forwards(step: Step, next: Step) {
  return {
    NEXT: [
      {
        guard: { type: 'stepIncomplete', params: { step } },
        actions: { type: 'showErrors', params: { step } },
      },
      { target: next, actions: { type: 'writeAddress', params: { step: next, replace: false } } },
    ],
  } as const;
}

function back(step: Step) {
  return { target: step, actions: { type: 'writeAddress', params: { step, replace: false } } } as const;
}
