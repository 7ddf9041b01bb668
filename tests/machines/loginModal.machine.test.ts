import { describe, expect, it } from 'vitest';
import { loginModalMachine } from '../../machines/loginModal.machine';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { getMachinePaths, testEveryPath } from '../helpers/machinePaths';

describe('login modal machine paths', () => {
  const paths = getMachinePaths({ machine: loginModalMachine, events: eventsWhileRunning([]) });

  it('reaches the closed state and each of the three views', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.expected.value))));
    expect(reached).toEqual(
      new Set(['"closed"', '{"open":"signIn"}', '{"open":"signUp"}', '{"open":"recovery"}']),
    );
  });

  testEveryPath(paths, (_path) => {
    return {
      logic: loginModalMachine,
      check: (snapshot, step) => {
        // Opening always starts on Sign In; every view switch lands on its view.
        if (step.event.type === 'OPEN') expect(snapshot.value).toEqual({ open: 'signIn' });
        if (step.event.type === 'CLOSE') expect(snapshot.value).toBe('closed');
      },
    };
  });
});
