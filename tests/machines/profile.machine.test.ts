import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { type Keyed, RETRY_DELAYS_MS } from '../../machines/keyedRetry';
import { profileMachine } from '../../machines/profile.machine';
import type { AccountUser, ProfileEvent, ProfileSaved } from '../../machines/profile.setup';
import { messages } from '../../src/shared/messages';
import { type ProfileUpdateBody, profileUpdateBody } from '../../src/shared/profileRules';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

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

// The server's answers: a path step settles the call's double with one of them.
const userFetched = answer('fetchUser', { ...fetched, twofa_enabled: false });
const fetchRefused = refuse('fetchUser', apiError('Not signed in'));
const saved = answer('updateUser', { payload: { ...stored, first_name: 'Anna' } });
const saveRefused = refuse('updateUser', apiError('Username is taken'));
const uploaded = answer('uploadImage', { ...stored, profileimg: '/api/images/1' });
const uploadRefused = refuse('uploadImage', apiError('Unsupported image'));
const uploadLost = refuse('uploadImage', new TypeError('Failed to fetch'));
const keyPrefix = 'page-1';
const isTimer = (event: { type: string }) => event.type.startsWith('xstate.after.');

// Three walks, one per region, so that each graph stays small; the regions do not share state.
const models: { name: string; events: (ProfileEvent | CallAnswer)[] }[] = [
  {
    name: 'the user fetch',
    events: [
      userFetched,
      fetchRefused,
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
      saved,
      saveRefused,
    ],
  },
  {
    name: 'the image',
    events: [
      { type: 'FILE.CHOSEN', file: image },
      { type: 'FILE.CHOSEN', file: text },
      { type: 'FILE.CHOSEN', file: null },
      { type: 'UPLOAD' },
      uploaded,
      uploadRefused,
    ],
  },
  {
    // A lost answer: the same file again under its key after each back-off, until the retries run out.
    name: 'the image, retried',
    events: [{ type: 'FILE.CHOSEN', file: image }, { type: 'UPLOAD' }, uploaded, uploadLost],
  },
];

describe.each(models)('profile paths: $name', ({ events }) => {
  const paths = getMachinePaths({
    machine: profileMachine,
    input: { stored, keyPrefix },
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter(
        (event) =>
          (events.includes(event) || (isTimer(event) && events.includes(uploadLost))) &&
          // Each field is typed once, so the walk stays finite and small.
          !(event.type === 'FIELD.CHANGED' && snapshot.context.form[event.field] === event.value),
      ),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));
  it.runIf(events.includes(uploadLost))('loses the answer until the retries run out', () => {
    const lost = (path: (typeof paths)[number]) =>
      path.steps.filter((step) => step.event === uploadLost).length;
    expect(Math.max(...paths.map(lost))).toBeGreaterThan(RETRY_DELAYS_MS.length);
  });

  testEveryPath(paths, (path) => {
    const b = withDoubles(profileMachine, {
      fetchUser: callDouble<AccountUser>(),
      updateUser: callDouble<ProfileSaved, ProfileUpdateBody>(),
      uploadImage: callDouble<AccountUser, Keyed<Blob>>(),
    });
    const keys = new Set<string>();
    const effects = () => b.effects().entries;
    let previous = path.steps[0]?.expected;
    let fetches = 0;
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, step, index) => {
        const { event } = step;
        const { context } = snapshot;
        const last = effects().at(-1);
        // The user is fetched on load and again each time the tab comes back, not while a fetch runs.
        if (snapshot.matches({ user: 'fetching' }) && (index === 0 || previous?.matches({ user: 'fetched' })))
          fetches += 1;
        expect(b.fetchUser.inputs).toHaveLength(fetches);
        if (event.type === 'SAVE' && previous) {
          if (snapshot.matches({ form: 'saving' })) {
            expect(b.updateUser.inputs.at(-1)).toEqual(
              profileUpdateBody(previous.context.form, previous.context.saved),
            );
          } else if (previous.context.form.username.length > 20) {
            expect(context.errors.username).toEqual(messages.profile.usernameTooLong);
          }
          if (previous.context.form.newPassword === 'short') {
            expect(context.errors.newPassword).toEqual(messages.profile.passwordTooShort);
            expect(context.errors.confirmPassword).toEqual(messages.profile.passwordsDoNotMatch);
          }
        }
        if (event === saved) {
          expect(effects().slice(-2)).toEqual([
            ['storeUser', { user: { ...stored, first_name: 'Anna' } }],
            ['notifySuccess', { message: messages.profile.updated }],
          ]);
          expect(context.form.newPassword).toEqual('');
        }
        if (event === saveRefused) {
          expect(last).toEqual([
            'notifyFailure',
            { message: `${'Failed to update profile: '}Username is taken` },
          ]);
        }
        if (event.type === 'UPLOAD' && previous?.matches({ image: 'empty' })) {
          expect(last).toEqual(['notifyFailure', { message: messages.profile.selectImage }]);
        }
        const uploading = snapshot.matches({ image: 'uploading' });
        if (event.type === 'UPLOAD' && uploading) {
          expect(b.uploadImage.inputs.at(-1)).toEqual({ key: context.upload?.key, body: image });
          keys.add(context.upload?.key ?? '');
          // The walk uploads one file: every upload of it, first or again, goes under one key.
          expect([...keys]).toEqual([`${keyPrefix}-1`]);
        }
        if (isTimer(event)) {
          expect(uploading).toEqual(true);
          expect(b.uploadImage.inputs.at(-1)).toEqual(b.uploadImage.inputs.at(-2));
        }
        expect(snapshot.hasTag('retrying')).toEqual(snapshot.matches({ image: 'waitingToUpload' }));
        if (event === uploadLost) {
          const retries = previous?.context.upload?.retries ?? 0;
          const gaveUp = retries >= RETRY_DELAYS_MS.length;
          expect(snapshot.matches({ image: gaveUp ? 'chosen' : 'waitingToUpload' })).toEqual(true);
          if (gaveUp) expect(last?.[0]).toEqual('notifyFailure');
          else expect(context.upload?.retryInMs).toEqual(RETRY_DELAYS_MS[retries]);
        }
        if (event.type === 'FILE.CHOSEN')
          expect(context.file === null || context.file === image).toEqual(true);
        if (event === uploaded) {
          expect(effects().slice(-2)).toEqual([
            ['storeUser', { user: { ...stored, profileimg: '/api/images/1' } }],
            ['notifySuccess', { message: messages.profile.imageUpdated }],
          ]);
          expect(context.file).toBeNull();
        }
        if (event === uploadRefused) {
          expect(last).toEqual(['notifyFailure', { message: `Failed to upload image: Unsupported image` }]);
        }
        if (event === fetchRefused) {
          expect(last).toEqual(['notifyFailure', { message: `Failed to fetch user data: Not signed in` }]);
        }
        if (event === userFetched && previous) {
          // An edited field keeps what was typed; the others follow the server.
          const edited = previous.context.form.last_name !== previous.context.saved.last_name;
          expect(context.form.last_name).toEqual(
            edited ? previous.context.form.last_name : fetched.last_name,
          );
          expect(context.saved).toEqual(fetched);
        }
        if (event.type === 'PHONE_NUMBERS') expect(last).toEqual(['openPhoneNumbers', undefined]);
        previous = snapshot;
      },
    };
  });
});
