import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type EmailChangeInput,
  type EmailChangeOutput,
  emailChangeMachine,
} from '../../machines/emailChange.machine';
import { profileMachine } from '../../machines/profile.machine';
import type { AccountUser, ProfileEvent, ProfileSaved } from '../../machines/profile.setup';
import type { ApiSchemas } from '../../src/api/client';
import { verbatim } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import { type ProfileUpdateBody, profileUpdateBody } from '../../src/shared/profileRules';
import { callDouble, emittedLog, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

// Issue 26 on the profile: a new e-mail address is only e-mailed a code; the page then runs the e-mail
// change step (emailChange.machine.ts, tested on its own), which ends with the changed user or cancelled.
// Here the step is a double whose answer is how it ended; one test at the end runs the real step inside.

const stored: AccountUser = {
  first_name: 'Ana',
  last_name: 'Lopez',
  username: 'ana',
  email: 'ana@example.com',
  profileimg: null,
};
const newEmail = 'ana.new@example.com';
const sentText = 'We e-mailed a code to your new address. Enter it to finish the change.';
const changedText = 'Your e-mail address was changed. Your other devices were signed out.';
const emailInUse = refuse('updateUser', apiFailure(409, 'Email is already in use by another account.'));
const cancelled = answer('emailChange', null);

type Event = ProfileEvent | CallAnswer;
type Snapshot = ReturnType<typeof profileMachine.transition>;

/** The server's answer to the save the form would send now: a new address waits for its code. */
function saveAnswer({ context }: Snapshot): CallAnswer {
  const body = profileUpdateBody(context.form, context.saved);
  const { email, password: _password, ...others } = body;
  const payload: AccountUser = { ...context.saved, ...others };
  const answered: ProfileSaved =
    email === undefined ? { payload } : { payload, pending_email: email, message: sentText };
  return answer('updateUser', answered);
}

function stepChanged({ context }: Snapshot): CallAnswer {
  const output: EmailChangeOutput = {
    user: { ...context.saved, email: newEmail },
    message: verbatim(changedText),
  };
  return answer('emailChange', output);
}

function offered(snapshot: Snapshot): Event[] {
  const typed: Event[] = [
    { type: 'FIELD.CHANGED', field: 'email', value: newEmail },
    { type: 'FIELD.CHANGED', field: 'first_name', value: 'Anna' },
    { type: 'FIELD.CHANGED', field: 'currentPassword', value: 'my-password' },
  ];
  const listed: Event[] = [
    // Each field is typed once, so the walk stays finite and small.
    ...typed.filter(
      (event) => event.type === 'FIELD.CHANGED' && snapshot.context.form[event.field] !== event.value,
    ),
    { type: 'SAVE' },
    saveAnswer(snapshot),
    emailInUse,
    stepChanged(snapshot),
    cancelled,
  ];
  return eventsWhileRunning(listed)(snapshot as AnyMachineSnapshot).filter((event) => listed.includes(event));
}

function doubles() {
  return withDoubles(profileMachine, {
    fetchUser: callDouble<AccountUser>(),
    updateUser: callDouble<ProfileSaved, ProfileUpdateBody>(),
    emailChange: callDouble<EmailChangeOutput, EmailChangeInput>(),
  });
}

describe('profile paths: the e-mail change', () => {
  const paths = getMachinePaths({
    machine: profileMachine,
    input: { stored, keyPrefix: 'page-1' },
    events: offered,
  });

  it('walks to the step, with and without the name saved at once, and to both of its ends', () => {
    const steps = paths.flatMap((path) => path.steps);
    const reached = (entered: (snapshot: Snapshot, event: Event) => boolean) =>
      steps.some(({ expected, event }) => entered(expected, event));
    const stepStarted = (name: string) =>
      reached(
        (snapshot) =>
          snapshot.matches({ form: 'confirmingEmail' }) && snapshot.context.saved.first_name === name,
      );
    expect(stepStarted('Ana')).toEqual(true);
    expect(stepStarted('Anna')).toEqual(true);
    expect(reached((_, event) => event === cancelled)).toEqual(true);
    expect(reached((snapshot) => snapshot.context.saved.email === newEmail)).toEqual(true);
  });

  testEveryPath(paths, () => {
    const b = doubles();
    let previous: Snapshot | undefined;
    let effectsBefore = 0;
    let stepsStarted = 0;
    return {
      ...b.run,
      check: (snapshot, { event }) => {
        const { context } = snapshot;
        const effects = b.effects().entries.slice(effectsBefore);
        const stepping = snapshot.matches({ form: 'confirmingEmail' });
        if (event.type === 'SAVE' && previous && snapshot.matches({ form: 'saving' })) {
          expect(b.updateUser.inputs.at(-1)).toEqual(
            profileUpdateBody(previous.context.form, previous.context.saved),
          );
        }
        if (event.type === 'xstate.done.actor.updateUser' && previous) {
          const sent = profileUpdateBody(previous.context.form, previous.context.saved);
          const nameSaved = sent.first_name !== undefined;
          // The e-mail waits for its code: the step runs, and the page keeps the old address meanwhile.
          expect(stepping).toEqual(sent.email !== undefined);
          expect(context.saved.email).toEqual(previous.context.saved.email);
          expect(context.form.email).toEqual(previous.context.saved.email);
          expect(context.form.currentPassword).toEqual('');
          if (stepping) {
            expect(b.emailChange.inputs.at(-1)).toEqual({ pendingEmail: newEmail, notice: sentText });
          }
          // "Updated" only when something was saved at once: the name, or anything without a new address.
          expect(effects).toEqual([
            ['storeUser', { user: context.saved }],
            ...(nameSaved || !stepping ? [['notifySuccess', { message: messages.profile.updated }]] : []),
          ]);
        }
        if (event.type === 'xstate.done.actor.emailChange') {
          expect(snapshot.matches({ form: 'editing' })).toEqual(true);
          if (event === cancelled) {
            expect(effects).toEqual([]);
            expect(context.saved.email).toEqual(stored.email);
          } else {
            expect(context.saved.email).toEqual(newEmail);
            expect(context.form.email).toEqual(newEmail);
            expect(effects).toEqual([
              ['storeUser', { user: { ...previous?.context.saved, email: newEmail } }],
              ['notifySuccess', { message: changedText }],
            ]);
          }
        }
        if (event === emailInUse) {
          expect(effects).toEqual([
            [
              'notifyFailure',
              {
                message: `${'Failed to update profile: '}Email is already in use by another account.`,
              },
            ],
          ]);
        }
        // One step per save that left an address waiting, none otherwise.
        if (stepping && !previous?.matches({ form: 'confirmingEmail' })) stepsStarted += 1;
        expect(b.emailChange.inputs).toHaveLength(stepsStarted);
        effectsBefore = b.effects().entries.length;
        previous = snapshot;
      },
    };
  });
});

describe('profile with the real e-mail change step', () => {
  const user = (email: string): ApiSchemas['User'] => ({
    id: '0b7e8c1a-1111-4c1e-9d3e-0a7d2c9b1f00',
    ...stored,
    email,
    twofa_enabled: false,
  });

  async function waitingForCode() {
    const updateUser = callDouble<ProfileSaved, ProfileUpdateBody>();
    const confirm = callDouble<ApiSchemas['EmailChangeResult'], { code: string }>();
    const logic = profileMachine.provide({
      actors: {
        fetchUser: callDouble<AccountUser>().logic,
        updateUser: updateUser.logic,
        emailChange: emailChangeMachine.provide({ actors: { confirmEmailChange: confirm.logic } }),
      },
    });
    const actor = createActor(logic, { input: { stored, keyPrefix: 'page-1' } });
    const effects = emittedLog(actor);
    actor.start();
    actor.send({ type: 'FIELD.CHANGED', field: 'email', value: newEmail });
    actor.send({ type: 'FIELD.CHANGED', field: 'currentPassword', value: 'my-password' });
    actor.send({ type: 'SAVE' });
    await updateUser.resolve({ payload: stored, pending_email: newEmail, message: sentText });
    const step = actor.getSnapshot().children.emailChange;
    if (step === undefined) throw new Error('the e-mail change step did not start');
    expect(step.getSnapshot().context).toMatchObject({ pendingEmail: newEmail, notice: sentText });
    return { actor, step, confirm, effects };
  }

  it('stores and toasts the changed user once the code is confirmed', async () => {
    const { actor, step, confirm, effects } = await waitingForCode();
    step.send({ type: 'CODE.CHANGED', value: '123 456' });
    step.send({ type: 'CONFIRM' });
    expect(confirm.inputs).toEqual([{ code: '123456' }]);
    await confirm.resolve({ message: changedText, payload: user(newEmail) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toEqual(true);
    expect(snapshot.children.emailChange).toBeUndefined();
    expect(snapshot.context.saved.email).toEqual(newEmail);
    expect(effects.entries.slice(-2)).toEqual([
      ['storeUser', { user: { ...stored, email: newEmail } }],
      ['notifySuccess', { message: changedText }],
    ]);
    actor.stop();
  });

  it('closes the step on Cancel and keeps the old address', async () => {
    const { actor, step, effects } = await waitingForCode();
    const before = effects.entries.length;
    step.send({ type: 'CANCEL' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toEqual(true);
    expect(snapshot.children.emailChange).toBeUndefined();
    expect(snapshot.context.saved.email).toEqual(stored.email);
    expect(effects.entries).toHaveLength(before);
    actor.stop();
  });
});
