import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type PasswordResetEvent,
  passwordResetMachine,
  type ResetPasskey,
  type ResetRequest,
} from '../../machines/passwordReset.machine';
import { resetFieldsMissing } from '../../src/shared/authForms';
import { RESET_REDIRECT_MS } from '../../src/shared/authTimings';
import type { Message } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import { RESET_PASSKEY_TEXTS } from '../../src/shared/resetPasskeys';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  refuse,
  testEveryPath,
  timesEntered,
} from '../helpers/machinePaths';

// The form's own rules, on an account without passkeys (the list answers empty, so nothing is removed).
const events: (PasswordResetEvent | CallAnswer)[] = [
  answer('listResetPasskeys', []),
  { type: 'SUBMIT', password: '', confirm: 'abcdefgh' },
  { type: 'SUBMIT', password: 'abcdefgh', confirm: 'abcdefgX' },
  { type: 'SUBMIT', password: 'abc', confirm: 'abc' },
  { type: 'SUBMIT', password: 'new-password', confirm: 'new-password' },
  answer('resetPassword', { message: 'ok' }),
  refuse('resetPassword', apiFailure(400, 'This password reset link is invalid.')),
];

const formErrors: Record<string, Message | string> = {
  '': resetFieldsMissing,
  abcdefgh: 'Passwords do not match.',
  abc: 'Password must be at least 8 characters long.',
};

/** The page as the machine sees it: both calls wait for the test's answer, effects are recorded. */
function browser() {
  return withDoubles(passwordResetMachine, {
    listResetPasskeys: callDouble<ResetPasskey[], { token: string; email: string }>(),
    resetPassword: callDouble<unknown, ResetRequest>(),
  });
}

describe.each([
  { token: 'tok', email: 'ana@example.com' },
  { token: null, email: 'ana@example.com' },
  { token: 'tok', email: ' ' },
])('password reset machine paths for the link %j', (input) => {
  const paths = getMachinePaths({
    machine: passwordResetMachine,
    input,
    // The listed events and the page's timers only: the list's other answers are walked below.
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter(
        (event) => events.includes(event) || event.type.startsWith('xstate.after.'),
      ),
  });
  const complete = input.token !== null && input.email.trim() !== '';

  testEveryPath(paths, (path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        if (index === 0) expect(snapshot.value).toEqual(complete ? 'loadingPasskeys' : 'invalidLink');
        if (!complete) {
          expect(snapshot.context.error).toEqual('Invalid password reset link.');
        }
        // A complete link lists the passkeys once, with the link's token and e-mail; a broken one never.
        expect(b.listResetPasskeys.inputs).toEqual(
          complete ? [{ token: 'tok', email: 'ana@example.com' }] : [],
        );
        // A rejected form sends nothing; an accepted one sends once, with the link's token and e-mail.
        const saves = timesEntered(path, index, 'saving');
        expect(b.resetPassword.inputs).toHaveLength(saves);
        for (const call of b.resetPassword.inputs) {
          expect(call).toEqual({
            token: 'tok',
            email: 'ana@example.com',
            newPassword: 'new-password',
            keep_passkeys: [],
          });
        }
        const { event } = step;
        if (event.type === 'SUBMIT' && snapshot.value === 'editing') {
          expect(snapshot.context.error).toEqual(formErrors[event.password]);
        }
        if (event.type.startsWith('xstate.error')) {
          expect(snapshot.context.error).toEqual('ERROR: This password reset link is invalid.');
        }
        if (snapshot.value === 'changed') {
          expect(b.effects().entries).toEqual([
            ['notifySuccess', { message: messages.resetPassword.success }],
          ]);
        }
        expect(b.effects().of('goHome')).toHaveLength(snapshot.value === 'leaving' ? 1 : 0);
      },
    };
  });
});

describe('password reset timing', () => {
  it.each([
    ['a bad link', { token: '', email: 'ana@example.com' }, false],
    ['a changed password', { token: 'tok', email: 'ana@example.com' }, true],
  ])('goes home exactly 1.5 s after %s', async (_, input, submit) => {
    const b = browser();
    const clock = new SimulatedClock();
    const actor = createActor(b.logic, { clock, input });
    b.attach(actor);
    actor.start();
    if (submit) {
      await b.listResetPasskeys.resolve([]);
      actor.send({ type: 'SUBMIT', password: 'new-password', confirm: 'new-password' });
      await b.resetPassword.resolve({});
    }
    clock.increment(RESET_REDIRECT_MS - 1);
    expect(b.effects().of('goHome')).toHaveLength(0);
    clock.increment(1);
    expect(b.effects().of('goHome')).toHaveLength(1);
  });
});

// Issue 26: the account's passkeys, listed with the link and all ticked; the reset keeps the ticked ones.
const phone: ResetPasskey = {
  id: '0b7e8c1a-1111-4c1e-9d3e-0a7d2c9b1f00',
  name: 'Safari on iOS',
  created_at: '2025-03-01T14:00:00.000Z',
  last_used_at: '2025-04-01T08:00:00.000Z',
};
const stranger: ResetPasskey = {
  id: '0b7e8c1a-2222-4c1e-9d3e-0a7d2c9b1f00',
  name: 'Chrome on Windows',
  created_at: '2025-03-02T09:30:00.000Z',
  last_used_at: null,
};
const linkRefusedText = 'This password reset link is invalid or has expired. Please request a new one.';
const listed = answer('listResetPasskeys', [phone, stranger]);
const listRefused = refuse('listResetPasskeys', apiFailure(400, linkRefusedText));
const listLost = refuse('listResetPasskeys', new TypeError('Failed to fetch'));
const resetRefused = refuse('resetPassword', apiFailure(400, linkRefusedText));

/** Ticks as the checklist reports them, one after the other: untick the stranger, then all, then re-tick. */
const tickSteps: [string[], PasswordResetEvent][] = [
  [[phone.id, stranger.id], { type: 'PASSKEYS.KEPT', ids: [phone.id] }],
  [[phone.id], { type: 'PASSKEYS.KEPT', ids: [] }],
  // An id the list does not hold is not sent.
  [[], { type: 'PASSKEYS.KEPT', ids: ['not-listed', stranger.id] }],
];

describe('password reset machine paths: the passkeys to keep', () => {
  const valid: PasswordResetEvent = { type: 'SUBMIT', password: 'new-password', confirm: 'new-password' };
  const paths = getMachinePaths({
    machine: passwordResetMachine,
    input: { token: 'tok', email: 'ana@example.com' },
    events: (snapshot) => {
      const ticks = tickSteps
        .filter(([before]) => JSON.stringify(before) === JSON.stringify(snapshot.context.keptIds))
        .map(([, event]) => event);
      const offered = [
        listed,
        listRefused,
        listLost,
        ...ticks,
        valid,
        answer('resetPassword', {}),
        resetRefused,
      ];
      return eventsWhileRunning(offered)(snapshot).filter((event) => offered.includes(event));
    },
  });

  it('walks every way the list can come back and every choice of ticks', () => {
    const kept = new Set(
      paths.flatMap((path) => path.steps.map((step) => step.expected.context.keptIds.join())),
    );
    expect(kept).toEqual(new Set(['', `${phone.id},${stranger.id}`, phone.id, stranger.id]));
  });

  testEveryPath(paths, (path) => {
    const b = browser();
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, { event }, index) => {
        const { context } = snapshot;
        if (event === listed) {
          // All ticked at first.
          expect(context.passkeys).toEqual([phone, stranger]);
          expect(context.keptIds).toEqual([phone.id, stranger.id]);
        }
        if (event === listRefused) {
          // The link itself is refused: said at once, in the reset's own words.
          expect(context.error).toEqual(`ERROR: ${linkRefusedText}`);
          expect(context.passkeysNotice).toBeNull();
        }
        if (event === listLost) expect(context.passkeysNotice).toEqual(RESET_PASSKEY_TEXTS.listFailed);
        if (event === listRefused || event === listLost) {
          expect(snapshot.value).toEqual('editing');
          expect(context.passkeys).toBeNull();
        }
        // Ticks only ever name listed passkeys.
        for (const id of context.keptIds) expect([phone.id, stranger.id]).toContain(id);
        // Each reset keeps exactly what was ticked when it was sent; an unloaded list sends nothing (keep all).
        expect(b.resetPassword.inputs).toHaveLength(timesEntered(path, index, 'saving'));
        if (snapshot.value === 'saving') {
          const base = { token: 'tok', email: 'ana@example.com', newPassword: 'new-password' };
          expect(b.resetPassword.inputs.at(-1)).toEqual(
            context.passkeys === null ? base : { ...base, keep_passkeys: context.keptIds },
          );
        }
        if (event === resetRefused) expect(context.error).toEqual(`ERROR: ${linkRefusedText}`);
      },
    };
  });
});
