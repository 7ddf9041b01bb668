import { describe, expect, it } from 'vitest';
import { type AccountUser, type ProfileEvent, profileMachine } from '../../machines/profile.machine';
import { messages } from '../../src/shared/messages';
import { type ProfileUpdateBody, profileUpdateBody } from '../../src/shared/profileRules';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const stored: AccountUser = {
  first_name: 'Ana',
  last_name: 'Lopez',
  username: 'ana',
  email: 'ana@example.com',
  profileimg: null,
};
const fetched: AccountUser = { ...stored, last_name: 'López' };
const image = new Blob(['png'], { type: 'image/png' });
const text = new Blob(['txt'], { type: 'text/plain' });
const apiError = (message: string) =>
  Object.assign(new Error(message), { status: 400, body: { error: message } });

type Event = ProfileEvent | { type: string; output?: unknown; error?: unknown };

// Three walks, one per region, so that each graph stays small; the regions do not share state.
const models: { name: string; events: Event[] }[] = [
  {
    name: 'the user fetch',
    events: [
      { type: 'xstate.done.actor.fetchUser', output: { ...fetched, twofa_enabled: false } },
      { type: 'xstate.error.actor.fetchUser', error: apiError('Not signed in') },
      { type: 'TAB.VISIBLE' },
      { type: 'FIELD.CHANGED', field: 'last_name', value: 'Lopes' },
      { type: 'PHONE_NUMBERS' },
    ],
  },
  {
    name: 'saving',
    events: [
      { type: 'FIELD.CHANGED', field: 'username', value: 'a'.repeat(21) },
      { type: 'FIELD.CHANGED', field: 'first_name', value: 'Anna' },
      { type: 'FIELD.CHANGED', field: 'newPassword', value: 'short' },
      { type: 'SAVE' },
      { type: 'xstate.done.actor.updateUser', output: { ...stored, first_name: 'Anna' } },
      { type: 'xstate.error.actor.updateUser', error: apiError('Username is taken') },
    ],
  },
  {
    name: 'the image',
    events: [
      { type: 'FILE.CHOSEN', file: image },
      { type: 'FILE.CHOSEN', file: text },
      { type: 'FILE.CHOSEN', file: null },
      { type: 'UPLOAD' },
      { type: 'xstate.done.actor.uploadImage', output: { ...stored, profileimg: '/api/images/1' } },
      { type: 'xstate.error.actor.uploadImage', error: apiError('Unsupported image') },
    ],
  },
];

describe.each(models)('profile paths: $name', ({ events }) => {
  const paths = getMachinePaths({
    machine: profileMachine,
    input: { stored },
    events: (snapshot) =>
      eventsWhileRunning(events as ProfileEvent[])(snapshot).filter(
        (event) =>
          events.includes(event) &&
          // Each field is typed once, so the walk stays finite and small.
          !(event.type === 'FIELD.CHANGED' && snapshot.context.form[event.field] === event.value),
      ),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const log = effectLog();
    const updates: ProfileUpdateBody[] = [];
    const uploads: { file: Blob }[] = [];
    const logic = profileMachine.provide({
      actors: {
        fetchUser: pendingCall<AccountUser, void>([]),
        updateUser: pendingCall<AccountUser, ProfileUpdateBody>(updates),
        uploadImage: pendingCall<AccountUser, { file: Blob }>(uploads),
      },
      actions: {
        notifySuccess: log.record('notifySuccess'),
        notifyFailure: log.record('notifyFailure'),
        storeUser: log.record('storeUser'),
        openPhoneNumbers: log.record('openPhoneNumbers'),
      },
    });
    let previous = path.steps[0]?.expected;
    await runMachinePath(path, {
      logic,
      check: (snapshot, step) => {
        const event = step.event as Event;
        const { context } = snapshot;
        const last = log.entries.at(-1);
        if (event.type === 'SAVE' && previous) {
          if (snapshot.matches({ form: 'saving' })) {
            expect(updates.at(-1)).toEqual(profileUpdateBody(previous.context.form, previous.context.saved));
          } else if (previous.context.form.username.length > 20) {
            expect(context.errors.username).toBe(messages.profile.usernameTooLong);
          }
          if (previous.context.form.newPassword === 'short') {
            expect(context.errors.newPassword).toBe(messages.profile.passwordTooShort);
            expect(context.errors.confirmPassword).toBe(messages.profile.passwordsDoNotMatch);
          }
        }
        if (event.type === 'xstate.done.actor.updateUser') {
          expect(log.entries.slice(-2)).toEqual([
            ['storeUser', { user: { ...stored, first_name: 'Anna' } }],
            ['notifySuccess', { message: messages.profile.updated }],
          ]);
          expect(context.form.newPassword).toBe('');
        }
        if (event.type === 'xstate.error.actor.updateUser') {
          expect(last).toEqual([
            'notifyFailure',
            { message: `${messages.profile.updateFailedPrefix}Username is taken` },
          ]);
        }
        if (event.type === 'UPLOAD' && previous?.matches({ image: 'empty' })) {
          expect(last).toEqual(['notifyFailure', { message: messages.profile.selectImage }]);
        }
        if (event.type === 'UPLOAD' && snapshot.matches({ image: 'uploading' }))
          expect(uploads.at(-1)).toEqual({ file: image });
        if (event.type === 'FILE.CHOSEN') expect(context.file === null || context.file === image).toBe(true);
        if (event.type === 'xstate.done.actor.uploadImage') {
          expect(log.entries.slice(-2)).toEqual([
            ['storeUser', { user: { ...stored, profileimg: '/api/images/1' } }],
            ['notifySuccess', { message: messages.profile.imageUpdated }],
          ]);
          expect(context.file).toBeNull();
        }
        if (event.type === 'xstate.error.actor.uploadImage') {
          expect(last).toEqual([
            'notifyFailure',
            { message: `${messages.profile.uploadFailedPrefix}Unsupported image` },
          ]);
        }
        if (event.type === 'xstate.error.actor.fetchUser') {
          expect(last).toEqual([
            'notifyFailure',
            { message: `${messages.profile.fetchFailedPrefix}Not signed in` },
          ]);
        }
        if (event.type === 'xstate.done.actor.fetchUser' && previous) {
          // An edited field keeps what was typed; the others follow the server.
          const edited = previous.context.form.last_name !== previous.context.saved.last_name;
          expect(context.form.last_name).toBe(edited ? previous.context.form.last_name : fetched.last_name);
          expect(context.saved).toEqual(fetched);
        }
        if (event.type === 'PHONE_NUMBERS') expect(last).toEqual(['openPhoneNumbers', undefined]);
        previous = snapshot;
      },
    });
  });
});
