import { assign, emit, not, setup } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { messages } from '../src/shared/messages';
import {
  formFromUser,
  hasProfileErrors,
  isProfileChanged,
  mergeFetchedUser,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  type ProfileUpdateBody,
  type ProfileUser,
  profileErrors,
  profileUpdateBody,
} from '../src/shared/profileRules';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';
import {
  type Keyed,
  keyedInput,
  keyHeaders,
  mayRetry,
  nextSubmission,
  retryDelay,
  retryWait,
  type Submission,
  withRetry,
} from './keyedRetry';

// The profile page (SPEC 2, 4, 5 and 8), three regions side by side: the user as the server knows it
// (fetched on load and again whenever the tab becomes visible), the edit form (Save only when something
// changed and the rules pass) and the profile image (choose, then upload). API calls are actors; toasts,
// the authUser cookie and navigation are named actions that emit effects (machines/effects.ts).

export interface AccountUser extends ProfileUser {
  profileimg: string | null;
}

export interface ProfileInput {
  /** The user of the authUser cookie, shown until the server answers. */
  stored: AccountUser;
  /** Random, made once per page (newKeyPrefix): each upload's Idempotency-Key is numbered under it. */
  keyPrefix: string;
}

export interface ProfileContext {
  saved: AccountUser;
  form: ProfileForm;
  errors: ProfileErrors;
  file: Blob | null;
  keyPrefix: string;
  /** The file being uploaded, or last uploaded without success, under its key. */
  upload: Submission<Blob> | null;
}

export type ProfileEvent =
  | { type: 'FIELD.CHANGED'; field: ProfileField; value: string }
  | { type: 'SAVE' }
  | { type: 'FILE.CHOSEN'; file: Blob | null }
  | { type: 'UPLOAD' }
  | { type: 'TAB.VISIBLE' }
  | { type: 'PHONE_NUMBERS' };

export function isImageFile(file: Blob | null): file is Blob {
  return file?.type.startsWith('image/') === true;
}

function accountUser(user: AccountUser): AccountUser {
  const { first_name, last_name, username, email, profileimg } = user;
  return { first_name, last_name, username, email, profileimg };
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type ProfileEffect =
  | SharedEffect
  | { type: 'storeUser'; user: AccountUser }
  | { type: 'openPhoneNumbers' };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEffect,
  },
  actors: {
    /** GET /users/user. */
    fetchUser: apiCall<AccountUser>(async ({ api, unwrap }) => unwrap(await api.GET('/users/user')).payload),
    /** PUT /users/update, answering the updated user. */
    updateUser: apiCall<AccountUser, ProfileUpdateBody>(
      async ({ api, unwrap }, body) => unwrap(await api.PUT('/users/update', { body })).payload,
    ),
    /** POST /images/upload, answering the user with the new profileimg. */
    uploadImage: apiCall<AccountUser, Keyed<Blob>>(
      async ({ api, unwrap, imageUploadInit }, { key, body }) =>
        unwrap(await api.POST('/images/upload', { ...imageUploadInit(body), headers: keyHeaders(key) }))
          .payload,
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: string }) => ({ type: 'notifyFailure', message }) as const,
    ),
    /** Writes the authUser cookie, so the header and other pages show the new values. */
    storeUser: emit((_, { user }: { user: AccountUser }) => ({ type: 'storeUser', user }) as const),
    /** Goes to /settings with the Phone Numbers option chosen. */
    openPhoneNumbers: emit({ type: 'openPhoneNumbers' }),
  },
  guards: {
    isChanged: ({ context }) => isProfileChanged(context.form, context.saved),
    passesRules: ({ context }) => !hasProfileErrors(profileErrors(context.form)),
    isImage: ({ event }) => event.type === 'FILE.CHOSEN' && isImageFile(event.file),
    canRetry: ({ context, event }) => mayRetry({ context: { submission: context.upload }, event }),
  },
  delays: { retryDelay: ({ context }) => retryDelay({ context: { submission: context.upload } }) },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    saved: accountUser(input.stored),
    form: formFromUser(input.stored),
    errors: {},
    file: null,
    keyPrefix: input.keyPrefix,
    upload: null,
  }),
  type: 'parallel',
  on: { PHONE_NUMBERS: { actions: 'openPhoneNumbers' } },
  states: {
    user: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            onDone: {
              target: 'fetched',
              actions: assign(({ context, event }) => ({
                saved: accountUser(event.output),
                form: mergeFetchedUser(context.form, context.saved, event.output),
              })),
            },
            onError: {
              target: 'fetched',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({
                  message: messages.profile.fetchFailedPrefix + failureMessage(event.error),
                }),
              },
            },
          },
        },
        fetched: { on: { 'TAB.VISIBLE': 'fetching' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGED': {
              actions: assign(({ context, event }) => ({
                form: { ...context.form, [event.field]: event.value },
                errors: {},
              })),
            },
            SAVE: [
              { guard: not('isChanged') },
              {
                guard: not('passesRules'),
                actions: assign({ errors: ({ context }) => profileErrors(context.form) }),
              },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'updateUser',
            src: 'updateUser',
            input: ({ context }) => profileUpdateBody(context.form, context.saved),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ event }) => ({
                  saved: accountUser(event.output),
                  form: formFromUser(event.output),
                })),
                { type: 'storeUser', params: ({ event }) => ({ user: accountUser(event.output) }) },
                { type: 'notifySuccess', params: { message: messages.profile.updated } },
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({
                  message: messages.profile.updateFailedPrefix + failureMessage(event.error),
                }),
              },
            },
          },
        },
      },
    },
    image: {
      initial: 'empty',
      states: {
        empty: {
          on: {
            'FILE.CHOSEN': {
              guard: 'isImage',
              target: 'chosen',
              actions: assign({ file: ({ event }) => event.file }),
            },
            UPLOAD: { actions: { type: 'notifyFailure', params: { message: messages.profile.selectImage } } },
          },
        },
        chosen: {
          on: {
            'FILE.CHOSEN': [
              { guard: 'isImage', actions: assign({ file: ({ event }) => event.file }) },
              { target: 'empty', actions: assign({ file: null }) },
            ],
            UPLOAD: {
              target: 'uploading',
              actions: assign({
                // The same file again (after the retries ran out) keeps its key; another file gets a new one.
                upload: ({ context }) =>
                  nextSubmission(context.upload, context.file ?? new Blob(), context.keyPrefix, Object.is),
              }),
            },
          },
        },
        // The network or the server failed: the same file goes again under its key after a back-off.
        waitingToUpload: retryWait('uploading', 'uploading'),
        uploading: {
          tags: ['uploading'],
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => keyedInput(context.upload, (file) => file),
            onDone: {
              target: 'empty',
              actions: [
                assign(({ context, event }) => ({
                  saved: { ...context.saved, profileimg: event.output.profileimg },
                  file: null,
                  upload: null,
                })),
                {
                  type: 'storeUser',
                  params: ({ context, event }) => ({
                    user: { ...context.saved, profileimg: event.output.profileimg },
                  }),
                },
                { type: 'notifySuccess', params: { message: messages.profile.imageUpdated } },
              ],
            },
            onError: [
              {
                guard: 'canRetry',
                target: 'waitingToUpload',
                actions: assign({
                  upload: ({ context, event }) => context.upload && withRetry(context.upload, event.error),
                }),
              },
              {
                target: 'chosen',
                actions: {
                  type: 'notifyFailure',
                  params: ({ event }) => ({
                    message: messages.profile.uploadFailedPrefix + failureMessage(event.error),
                  }),
                },
              },
            ],
          },
        },
      },
    },
  },
});
