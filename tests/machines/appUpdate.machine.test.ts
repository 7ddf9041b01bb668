import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { type AppUpdateEvent, appUpdateMachine } from '../../machines/appUpdate.machine';
import { UPDATE_TAKEOVER_TIMEOUT_MS } from '../../src/shared/appUpdate';
import { withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { getMachinePaths, stateValuesReached, testEveryPath } from '../helpers/machinePaths';

// Issue 29's update offer: the page reloads once, only after the visitor's Reload (the worker told to take
// over first) or once a new worker controls the page (another tab's Reload), never on its own before that.

const VIEW_EVENTS: AppUpdateEvent[] = [
  { type: 'UPDATE.WAITING' },
  { type: 'UPDATE.CONTROLLING' },
  { type: 'RELOAD' },
  { type: 'DISMISS' },
];

/**
 * Every event in every state, the ignored ones too (a second tap, a late WAITING), so their self-loops are
 * walked; the takeover delay while it runs. A finished flow takes none.
 */
function events(snapshot: AnyMachineSnapshot): AppUpdateEvent[] {
  if (snapshot.status === 'done') return [];
  const handled = eventsWhileRunning(VIEW_EVENTS)(snapshot);
  const delays = handled.filter((event) => event.type.startsWith('xstate.after.'));
  return [...VIEW_EVENTS, ...delays];
}

const model = { machine: appUpdateMachine, events };
const paths = getMachinePaths(model);

describe('app update machine paths', () => {
  it('reach every state, with ignored events tried in each', () => {
    expect(stateValuesReached(paths)).toEqual(
      new Set(['"idle"', '"offered"', '"activating"', '"dismissed"', '"reloading"']),
    );
    const steps = paths.flatMap((path) => path.steps.map((step, i) => [path.steps[i - 1], step] as const));
    const twiceTapped = steps.some(
      ([before, step]) => before?.expected.value === 'activating' && step.event.type === 'RELOAD',
    );
    expect(twiceTapped).toBe(true);
  });

  testEveryPath(paths, (path) => {
    const b = withDoubles(appUpdateMachine, {});
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        const tapped = path.steps.slice(0, index + 1).some((taken) => taken.expected.value === 'activating');
        const reloading = snapshot.value === 'reloading';
        // The worker is told to take over once, on the visitor's Reload, before the one reload.
        expect(b.effects().names()).toEqual([
          ...(tapped ? ['activateUpdate'] : []),
          ...(reloading ? ['reload'] : []),
        ]);
        // Without a tap in this tab, only a new worker controlling the page (another tab's) reloads it.
        if (reloading && !tapped) expect(step.event.type).toBe('UPDATE.CONTROLLING');
      },
    };
  });
});

describe('app update takeover', () => {
  function started() {
    const b = withDoubles(appUpdateMachine, {});
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock });
    b.attach(actor);
    actor.start();
    actor.send({ type: 'UPDATE.WAITING' });
    actor.send({ type: 'RELOAD' });
    return { actor, clock, effects: () => b.effects().names() };
  }

  it('reloads as soon as the new worker controls the page', () => {
    const { actor, clock, effects } = started();
    expect(effects()).toEqual(['activateUpdate']);
    actor.send({ type: 'UPDATE.CONTROLLING' });
    expect(effects()).toEqual(['activateUpdate', 'reload']);
    clock.increment(UPDATE_TAKEOVER_TIMEOUT_MS);
    expect(effects()).toEqual(['activateUpdate', 'reload']);
  });

  it('reloads anyway when the worker has not taken over within the delay', () => {
    const { actor, clock, effects } = started();
    clock.increment(UPDATE_TAKEOVER_TIMEOUT_MS - 1);
    expect(effects()).toEqual(['activateUpdate']);
    clock.increment(1);
    expect(effects()).toEqual(['activateUpdate', 'reload']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
