import { assign, setup } from 'xstate';
import { bookingTexts } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import { listMyAppointments } from './appointments.calls';
import type { MyAppointment } from './appointments.rules';
import { refusalMessage } from './refusal';

// The profile's "Your upcoming visits" (issue 28): the signed-in customer's booked visits, each with its
// manage link, loaded when the profile opens and again when the tab comes back (a visit moved from the
// e-mail's link meanwhile), with a retry when the load fails.

export interface UpcomingVisitsContext {
  visits: MyAppointment[];
  error: Message | null;
}

export type UpcomingVisitsEvent = { type: 'RETRY' } | { type: 'TAB.VISIBLE' };

export const upcomingVisitsMachine = setup({
  types: {
    context: {} as UpcomingVisitsContext,
    events: {} as UpcomingVisitsEvent,
  },
  actors: { listMyAppointments },
}).createMachine({
  id: 'upcomingVisits',
  context: { visits: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listMyAppointments',
        src: 'listMyAppointments',
        onDone: { target: 'showing', actions: assign({ visits: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => refusalMessage(event.error, bookingTexts.visitsLoadFailed),
          }),
        },
      },
    },
    // The list shown stays while it is read again.
    showing: { on: { 'TAB.VISIBLE': 'loading' } },
    loadFailed: { on: { RETRY: 'loading', 'TAB.VISIBLE': 'loading' } },
  },
});
