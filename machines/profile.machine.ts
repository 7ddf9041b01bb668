import { assign, fromPromise, not, setup } from 'xstate';
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

// The profile page (SPEC 2, 4, 5 and 8), three regions side by side: the user as the server knows it
// (fetched on load and again whenever the tab becomes visible), the edit form (Save only when something
// changed and the rules pass) and the profile image (choose, then upload). API calls are actors; toasts,
// the authUser cookie and navigation are named actions provided by the web layer.

export interface AccountUser extends ProfileUser {
  profileimg: string | null;
}

export interface ProfileInput {
  /** The user of the authUser cookie, shown until the server answers. */
  stored: AccountUser;
}

export interface ProfileContext {
  saved: AccountUser;
  form: ProfileForm;
  errors: ProfileErrors;
  file: Blob | null;
}

export type ProfileEvent =
  | { type: 'FIELD.CHANGED'; field: ProfileField; value: string }
  | { type: 'SAVE' }
  | { type: 'FILE.CHOSEN'; file: Blob | null }
  | { type: 'UPLOAD' }
  | { type: 'TAB.VISIBLE' }
  | { type: 'PHONE_NUMBERS' };

function provided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the web layer`);
  });
}

export function isImageFile(file: Blob | null): file is Blob {
  return file?.type.startsWith('image/') === true;
}

function accountUser(user: AccountUser): AccountUser {
  const { first_name, last_name, username, email, profileimg } = user;
  return { first_name, last_name, username, email, profileimg };
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
  },
  actors: {
    /** GET /users/user. */
    fetchUser: provided<AccountUser>('fetchUser'),
    /** PUT /users/update, answering the updated user. */
    updateUser: provided<AccountUser, ProfileUpdateBody>('updateUser'),
    /** POST /images/upload, answering the user with the new profileimg. */
    uploadImage: provided<AccountUser, { file: Blob }>('uploadImage'),
  },
  actions: {
    toastSuccess: (_, _params: { message: string }) => {},
    toastFailure: (_, _params: { message: string }) => {},
    /** Writes the authUser cookie, so the header and other pages show the new values. */
    storeUser: (_, _params: { user: AccountUser }) => {},
    /** Goes to /settings with the Phone Numbers option chosen. */
    openPhoneNumbers: () => {},
  },
  guards: {
    isChanged: ({ context }) => isProfileChanged(context.form, context.saved),
    passesRules: ({ context }) => !hasProfileErrors(profileErrors(context.form)),
    isImage: ({ event }) => event.type === 'FILE.CHOSEN' && isImageFile(event.file),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    saved: accountUser(input.stored),
    form: formFromUser(input.stored),
    errors: {},
    file: null,
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
                type: 'toastFailure',
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
                { type: 'toastSuccess', params: { message: messages.profile.updated } },
              ],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'toastFailure',
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
            UPLOAD: { actions: { type: 'toastFailure', params: { message: messages.profile.selectImage } } },
          },
        },
        chosen: {
          on: {
            'FILE.CHOSEN': [
              { guard: 'isImage', actions: assign({ file: ({ event }) => event.file }) },
              { target: 'empty', actions: assign({ file: null }) },
            ],
            UPLOAD: 'uploading',
          },
        },
        uploading: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => ({ file: context.file ?? new Blob() }),
            onDone: {
              target: 'empty',
              actions: [
                assign(({ context, event }) => ({
                  saved: { ...context.saved, profileimg: event.output.profileimg },
                  file: null,
                })),
                {
                  type: 'storeUser',
                  params: ({ context, event }) => ({
                    user: { ...context.saved, profileimg: event.output.profileimg },
                  }),
                },
                { type: 'toastSuccess', params: { message: messages.profile.imageUpdated } },
              ],
            },
            onError: {
              target: 'chosen',
              actions: {
                type: 'toastFailure',
                params: ({ event }) => ({
                  message: messages.profile.uploadFailedPrefix + failureMessage(event.error),
                }),
              },
            },
          },
        },
      },
    },
  },
});
