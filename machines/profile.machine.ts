import { assign, not } from 'xstate';
import { failureMessage } from '../src/shared/apiErrors';
import { EMAIL_CHANGE_TEXTS } from '../src/shared/emailChange';
import { messages } from '../src/shared/messages';
import { formFromUser, mergeFetchedUser, profileErrors, profileUpdateBody } from '../src/shared/profileRules';
import { answerOf } from './callOutput';
import { keyedInput, nextSubmission, retryWait, withRetry } from './keyedRetry';
import { accountUser, emailChangeInput, type ProfileSaved, profileSetup } from './profile.setup';

// The profile page (SPEC 2, 4, 5 and 8), three regions side by side: the user as the server knows it
// (fetched on load and again whenever the tab becomes visible), the edit form (Save only when something
// changed and the rules pass) and the profile image (choose, then upload). A new e-mail address is saved
// only once the code e-mailed to it is entered (issue 26): the form then runs the e-mail change step.
// API calls are actors; toasts, the authUser cookie and navigation are named actions that emit effects
// (machines/effects.ts). Context, events, calls and actions: profile.setup.ts.

const updated = { type: 'notifySuccess', params: { message: messages.profile.updated } } as const;

export const profileMachine = profileSetup.createMachine({
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
                  message: messages.profile.fetchFailed(failureMessage(event.error)),
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
            onDone: [
              {
                guard: { type: 'emailPendingAndMoreSaved', params: ({ event }) => event.output },
                target: 'confirmingEmail',
                actions: [
                  { type: 'showSaved', params: ({ event }) => ({ user: event.output.payload }) },
                  { type: 'storeUser', params: ({ event }) => ({ user: event.output.payload }) },
                  updated,
                ],
              },
              {
                // Only the address changed, and it is not changed yet: nothing to call saved.
                guard: { type: 'emailPending', params: ({ event }) => event.output },
                target: 'confirmingEmail',
                actions: [
                  { type: 'showSaved', params: ({ event }) => ({ user: event.output.payload }) },
                  { type: 'storeUser', params: ({ event }) => ({ user: event.output.payload }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'showSaved', params: ({ event }) => ({ user: event.output.payload }) },
                  { type: 'storeUser', params: ({ event }) => ({ user: event.output.payload }) },
                  updated,
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({
                  message: messages.profile.updateFailed(failureMessage(event.error)),
                }),
              },
            },
          },
        },
        // The new address waits for the code e-mailed to it; the step's modal covers the form meanwhile.
        confirmingEmail: {
          invoke: {
            id: 'emailChange',
            src: 'emailChange',
            input: ({ event }) => emailChangeInput(answerOf<ProfileSaved>(event)),
            onDone: [
              {
                guard: { type: 'emailChanged', params: ({ event }) => event.output },
                target: 'editing',
                actions: [
                  // The guard saw the changed user; the fallbacks only tell TypeScript, which cannot see it.
                  {
                    type: 'showSaved',
                    params: ({ context, event }) => ({ user: event.output?.user ?? context.saved }),
                  },
                  {
                    type: 'storeUser',
                    params: ({ context, event }) => ({ user: event.output?.user ?? context.saved }),
                  },
                  {
                    type: 'notifySuccess',
                    params: ({ event }) => ({ message: event.output?.message ?? EMAIL_CHANGE_TEXTS.changed }),
                  },
                ],
              },
              // Cancelled: the pending change expires on the server by itself.
              { target: 'editing' },
            ],
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
                    message: messages.profile.uploadFailed(failureMessage(event.error)),
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
