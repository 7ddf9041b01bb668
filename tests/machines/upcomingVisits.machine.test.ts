import { describe, expect, it } from 'vitest';
import type { MyAppointment } from '../../machines/appointments.rules';
import { type UpcomingVisitsEvent, upcomingVisitsMachine } from '../../machines/upcomingVisits.machine';
import { ApiError } from '../../src/api/client';
import { bookingTexts } from '../../src/shared/appointments';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  refuse,
  stateValuesReached,
  testEveryPath,
  timesEntered,
} from '../helpers/machinePaths';
import { shown as textOf } from '../helpers/shownText';
import { appointment, MONDAY, offline, serverFault, TUESDAY } from './appointments.fixtures';

// The profile's upcoming visits: loaded on opening and again when the tab comes back, with a retry.

type Machine = typeof upcomingVisitsMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = UpcomingVisitsEvent | CallAnswer;

function visit(date: string, window: 'morning' | 'afternoon'): MyAppointment {
  const { id, starts_at, ends_at, time_zone, address, city, status } = appointment({ date, window });
  return {
    id: `${id}-${date}`,
    date,
    window,
    starts_at,
    ends_at,
    time_zone,
    address,
    city,
    status,
    manage_token: `token-${date}`,
  };
}

const twoVisits = [visit(MONDAY, 'morning'), visit(TUESDAY, 'afternoon')];
const signedOut = new ApiError(401, 'Please sign in again.', { error: 'Please sign in again.' });

/**
 * A state is its value, how many visits it shows and whether it says a load failed: which failure it was
 * changes no later step, and keying on it would multiply the simple paths by every message (6,248 of them).
 * The messages themselves are checked after each failure.
 */
const identity = ({ value, context }: Snapshot) =>
  `${String(value)} ${context.visits.length} ${context.error === null ? '' : 'failed'}`;

const paths = getMachinePaths({
  machine: upcomingVisitsMachine,
  serializeState: identity,
  // Every answer once per path: a second load answers what the first did not, so the list changes.
  events: listedWhileRunning((snapshot: Snapshot): PathEvent[] => {
    const loads = snapshot.context.visits.length;
    switch (String(snapshot.value)) {
      case 'loading':
        return [
          answer('listMyAppointments', loads === 0 ? twoVisits : []),
          refuse('listMyAppointments', serverFault),
          refuse('listMyAppointments', offline),
          refuse('listMyAppointments', signedOut),
        ];
      case 'loadFailed':
        return [{ type: 'RETRY' }, { type: 'TAB.VISIBLE' }];
      case 'showing':
        return loads > 0 ? [{ type: 'TAB.VISIBLE' }] : [];
      default:
        return [];
    }
  }),
});

describe('upcoming visits', () => {
  it('reaches every state', () => {
    expect([...stateValuesReached(paths)].sort()).toEqual(['"loadFailed"', '"loading"', '"showing"']);
  });

  testEveryPath(paths, (path) => {
    const b = withDoubles(upcomingVisitsMachine, { listMyAppointments: callDouble<MyAppointment[]>() });
    // The actor's own previous snapshot: the model's merges states that differ only in their message.
    let before: Snapshot | undefined;
    return {
      ...b.run,
      compare: (actual, expected) => expect(identity(actual)).toBe(identity(expected)),
      check: (snapshot, { event }, index) => {
        const { context } = snapshot;
        const state = String(snapshot.value);
        expect(snapshot.hasTag('busy')).toBe(state === 'loading');
        // One load on each entry into loading, and none otherwise.
        expect(b.listMyAppointments.inputs).toHaveLength(timesEntered(path, index, 'loading'));
        if (event.type === 'xstate.done.actor.listMyAppointments') {
          expect(state).toBe('showing');
          expect(context.visits).toEqual(event.output);
          expect(context.error).toBeNull();
        }
        if ('error' in event) {
          expect(state).toBe('loadFailed');
          const { error } = event;
          expect(textOf(context.error)).toBe(
            textOf(error instanceof ApiError ? error.message : bookingTexts.visitsLoadFailed),
          );
          // The list already shown stays while a reload failed.
          expect(context.visits).toEqual(before?.context.visits);
        }
        // A reload keeps the message until it is answered; a list shown has none.
        if (state === 'loading') expect(textOf(context.error)).toBe(textOf(before?.context.error ?? null));
        if (state === 'showing') expect(context.error).toBeNull();
        before = snapshot;
      },
    };
  });
});
