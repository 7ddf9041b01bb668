import { and, assign, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { verbatim } from '../src/shared/i18n/message';
import { listAvailability } from './appointments.calls';
import {
  dayPicked,
  daysOf,
  hasRoom,
  keptChoice,
  pickedDayHasRoom,
  pickedWindowIsOpen,
  pickerAfterRefusal,
} from './appointments.rules';
import type {
  PickedDays,
  PickedVisit,
  PickingStart,
  PickingText,
  VisitPickingContext,
  VisitPickingEvent,
  VisitPickingInput,
} from './visitPicking.types';

// Picking a home visit (issue 41), the one statechart the booking, the manage page and staff booking invoke
// as a child (`invoke: { src: 'visitPicking' }`): the open windows of the bookable span load (a failure
// offers to try again), the customer picks a day with room, then one of its windows with room; the picker
// ends with the days and the window picked (its output), which the flow sends. When the flow's call is
// refused because the window filled up (409), the flow starts the picker again with that refusal: the fresh
// windows replace the days, the choice kept where it still has room. What differs stays in each flow: the
// guest's hold code, moving rather than booking, the staff's customer and address.

/** The server's text of a failed call, in the flow's kind of text, or `fallback` when no answer came. */
function failureText(error: unknown, fallback: PickingText): PickingText {
  const text = serverMessage(error, '');
  if (text === '') return fallback;
  return typeof fallback === 'string' ? text : verbatim(text);
}

/** The picker's context: what the flow showed, or the fresh windows of the refusal it starts with. */
function startingContext({
  start,
  ...input
}: VisitPickingInput): VisitPickingContext & { loadFirst: boolean } {
  const shown = start.type === 'refused' ? { ...input, ...pickerAfterRefusal(input, start.error) } : input;
  return { ...shown, loadFirst: start.type === 'load' };
}

/** The picker's output: only a window picked ends it, so both are set. */
function pickedVisit({ days, date, window }: PickedDays): PickedVisit {
  if (date === null || window === null) throw new Error('picking ended without a window');
  return { days, date, window };
}

export const visitPickingMachine = setup({
  types: {
    context: {} as VisitPickingContext & { loadFirst: boolean },
    input: {} as VisitPickingInput,
    events: {} as VisitPickingEvent,
    output: {} as PickedVisit,
  },
  actors: { listAvailability },
  guards: {
    loadFirst: ({ context }) => context.loadFirst,
    dayHasRoom: ({ context, event }) => pickedDayHasRoom(context.days, event),
    windowIsOpen: ({ context, event }) => pickedWindowIsOpen(context.days, event),
    endsOnChoose: ({ context }) => context.endsOn === 'CHOOSE',
    hasChoice: ({ context }) =>
      context.date !== null && context.window !== null && hasRoom(context.days, context.date, context.window),
    saysChooseFirst: ({ context }) => context.chooseWindow !== null,
  },
  actions: {
    choose: assign((_, { date, window }: { date: string; window: PickedVisit['window'] }) => ({
      date,
      window,
    })),
  },
}).createMachine({
  id: 'visitPicking',
  context: ({ input }) => startingContext(input),
  initial: 'starting',
  output: ({ context }) => pickedVisit(context),
  states: {
    starting: {
      always: [{ guard: 'loadFirst', target: 'loadingWindows' }, { target: 'choosing' }],
    },
    // The flow's message stays while the windows load: after a lost answer, it says to look for the e-mail.
    loadingWindows: {
      tags: ['busy'],
      invoke: {
        id: 'listAvailability',
        src: 'listAvailability',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const days = daysOf(event.output);
            return { days, ...keptChoice(context, days) };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ context, event }) => failureText(event.error, context.loadFailed) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loadingWindows', actions: assign({ error: null }) } },
    },
    choosing: {
      on: {
        'DAY.SELECTED': {
          guard: 'dayHasRoom',
          actions: assign(({ context, event }) => dayPicked(context, event.date)),
        },
        CHOOSE: [
          {
            guard: and(['endsOnChoose', 'windowIsOpen']),
            target: 'picked',
            actions: { type: 'choose', params: ({ event }) => event },
          },
          { guard: 'windowIsOpen', actions: { type: 'choose', params: ({ event }) => event } },
        ],
        PICK: [
          { guard: 'hasChoice', target: 'picked' },
          {
            guard: 'saysChooseFirst',
            actions: assign({ error: ({ context }) => context.chooseWindow }),
          },
        ],
      },
    },
    picked: { type: 'final' },
  },
});

/** What a flow keeps of its picking, to start the picker (again) where the customer left it. */
export interface PickingFlow extends PickedDays {
  pickFrom: PickingStart;
  error: PickingText | null;
}

/** The picker's input from a flow's context and its settings (which event ends picking, its texts). */
export function pickingInput(
  { days, date, window, pickFrom, error }: PickingFlow,
  settings: Pick<VisitPickingInput, 'endsOn' | 'loadFailed' | 'chooseWindow'>,
): VisitPickingInput {
  return { days, date, window, start: pickFrom, error, ...settings };
}

/** The flow's picking starts (again) with the open windows loaded. */
export const LOAD_WINDOWS = { pickFrom: { type: 'load' } } as const;
/** The flow's picking starts again with the days it showed. */
export const SHOW_DAYS = { pickFrom: { type: 'show' } } as const;
/** The flow's picking starts again with the fresh windows of its refused call (a 409 that lists them). */
export const refusedPick = (error: unknown) => ({ pickFrom: { type: 'refused', error } }) as const;
