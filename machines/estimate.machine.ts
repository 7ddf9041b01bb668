import { assign, emit, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { messages } from '../src/shared/messages';
import { keepPhoneDigits } from '../src/shared/phone';
import {
  type CreatedRequest,
  createGuest,
  createServiceRequest,
  createUserServiceRequest,
  loadUserId,
} from './estimate.calls';
import type { EstimateContext, EstimateEffect, EstimateEvent, EstimateInput } from './estimate.types';
import { keyedInput, mayRetry, nextSubmission, retryDelay, retryWait, withRetry } from './keyedRetry';
import {
  type EstimateTextField,
  type EstimateUser,
  emptyFields,
  estimateFieldErrors,
  guestKey,
  guestPayload,
  hasErrors,
  requestPayload,
  userRequestPayload,
} from './leads.rules';

// The free-estimate form (SPEC sections 2, 3, 4 and 5), as a slide-out toggled open and closed or inline on
// the home page. Guests are recorded first (POST /guests/create), then their request is sent; signed-in users
// send theirs with their account id. Success closes the form, shows the thank-you dialog and resets the form
// 1 s later; a guest's names and e-mail are kept so the dialog can offer to create an account with them.

export type { EstimateContext, EstimateEffect, EstimateEvent, EstimateInput } from './estimate.types';

/** The spec's delay between a successful submit and the form's reset (SPEC section 9). */
export const FORM_RESET_DELAY_MS = 1000;

const READ_ONLY_FOR_USERS: ReadonlySet<EstimateTextField> = new Set(['firstName', 'lastName', 'email']);

const failed = ({ event }: { event: { error: unknown } }) => ({
  message: serverMessage(event.error, messages.estimate.failed),
});

/** A failed call's way out: again after a back-off while it may still go through (`wait`), else the message. */
function failedCall(wait: string) {
  return [
    { guard: 'canRetry', target: wait, actions: 'scheduleRetry' },
    { target: 'editing', actions: { type: 'showError', params: failed } },
  ] as const;
}

export const estimateMachine = setup({
  types: {
    context: {} as EstimateContext,
    input: {} as EstimateInput,
    events: {} as EstimateEvent,
    emitted: {} as EstimateEffect,
  },
  actors: { createGuest, createServiceRequest, loadUserId, createUserServiceRequest },
  actions: {
    // Browser effects, emitted for the web layer (machines/effects.ts).
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
    goToRegister: emit((_, details: EstimateUser) => ({ type: 'goToRegister', details }) as const),
    setField: assign({
      fields: ({ context, event }) => {
        if (event.type !== 'FIELD.CHANGED') return context.fields;
        const value = event.field === 'phoneNumber' ? keepPhoneDigits(event.value) : event.value;
        return { ...context.fields, [event.field]: value };
      },
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'FIELD.CHANGED') return context.fieldErrors;
        // Editing a field takes its complaint away until the next submit.
        return Object.fromEntries(Object.entries(context.fieldErrors).filter(([key]) => key !== event.field));
      },
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => estimateFieldErrors(context.fields) }),
    startSubmitting: assign({
      error: null,
      fieldErrors: {},
      submission: ({ context }) => nextSubmission(context.submission, context.fields, context.keyPrefix),
    }),
    scheduleRetry: assign({
      submission: ({ context, event }) =>
        context.submission && 'error' in event ? withRetry(context.submission, event.error) : null,
    }),
    rememberGuest: assign({
      guest: ({ context }, params: { id: string }) => ({ id: params.id, key: guestKey(context.fields) }),
    }),
    rememberUserId: assign({ userId: (_, params: { id: string }) => params.id }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    // The visit is booked for the request as sent (a retry may have run while the form was edited).
    rememberRequest: assign({
      booking: ({ context }, { id, booking_proof }: CreatedRequest) => ({
        serviceRequestId: id,
        bookingProof: booking_proof,
        city: context.submission?.body.city ?? context.fields.city ?? '',
      }),
    }),
    forgetSubmission: assign({ submission: null }),
    keepAccountDetails: assign({
      accountDetails: ({ context }) => {
        if (context.user) return null;
        const { first_name, last_name, email } = guestPayload(context.fields);
        return { first_name, last_name, email };
      },
    }),
    resetForm: assign({
      fields: ({ context }) => emptyFields(context.user),
      fieldErrors: {},
      error: null,
      guest: null,
    }),
  },
  guards: {
    isEditable: ({ context, event }) =>
      event.type === 'FIELD.CHANGED' && !(context.user && READ_ONLY_FOR_USERS.has(event.field)),
    // The button is disabled until the visitor agrees to be contacted (SPEC 5).
    lacksConsent: ({ context }) => !context.fields.agreeToContact,
    hasInvalidFields: ({ context }) => hasErrors(estimateFieldErrors(context.fields)),
    isSignedIn: ({ context }) => context.user !== null,
    knowsUserId: ({ context }) => context.userId !== null,
    guestAlreadyRecorded: ({ context }) => context.guest?.key === guestKey(context.fields),
    canCreateAccount: ({ context }) => context.accountDetails !== null,
    canRetry: mayRetry,
  },
  delays: { retryDelay },
}).createMachine({
  id: 'estimate',
  type: 'parallel',
  context: ({ input }) => ({
    fields: emptyFields(input.user),
    user: input.user,
    fieldErrors: {},
    error: null,
    guest: null,
    userId: null,
    accountDetails: null,
    keyPrefix: input.keyPrefix,
    booking: null,
    submission: null,
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { TOGGLE: 'open', OPEN: 'open' } },
        open: { on: { TOGGLE: 'closed', CLOSE: 'closed' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGED': { guard: 'isEditable', actions: 'setField' },
            'CITY.CHANGED': {
              actions: assign({ fields: ({ context, event }) => ({ ...context.fields, city: event.city }) }),
            },
            'SERVICE.CHANGED': {
              actions: assign({
                fields: ({ context, event }) => ({ ...context.fields, serviceRequest: event.id }),
              }),
            },
            'HEARD.CHANGED': {
              actions: assign({
                fields: ({ context, event }) => ({ ...context.fields, howHeard: event.id }),
              }),
            },
            'SIZING.ATTACH': {
              actions: assign({
                fields: ({ context, event }) => ({ ...context.fields, sizing: event.sizing }),
              }),
            },
            'SIZING.REMOVE': {
              actions: assign({ fields: ({ context }) => ({ ...context.fields, sizing: null }) }),
            },
            'CONSENT.CHANGED': {
              actions: assign({
                fields: ({ context, event }) => ({ ...context.fields, agreeToContact: event.agreed }),
              }),
            },
            // A retry skips the steps that already succeeded, so one visitor is not recorded twice.
            SUBMIT: [
              { guard: 'lacksConsent' },
              { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
              { guard: 'knowsUserId', target: 'requestingAsUser', actions: 'startSubmitting' },
              { guard: 'isSignedIn', target: 'loadingUser', actions: 'startSubmitting' },
              { guard: 'guestAlreadyRecorded', target: 'requestingAsGuest', actions: 'startSubmitting' },
              { target: 'recordingGuest', actions: 'startSubmitting' },
            ],
          },
        },
        recordingGuest: {
          tags: ['submitting'],
          invoke: {
            id: 'createGuest',
            src: 'createGuest',
            input: ({ context }) => keyedInput(context.submission, guestPayload),
            onDone: {
              target: 'requestingAsGuest',
              actions: { type: 'rememberGuest', params: ({ event }) => ({ id: event.output }) },
            },
            onError: failedCall('waitingToRecordGuest'),
          },
        },
        waitingToRecordGuest: retryWait('recordingGuest', 'submitting'),
        requestingAsGuest: {
          tags: ['submitting'],
          invoke: {
            id: 'createServiceRequest',
            src: 'createServiceRequest',
            input: ({ context }) =>
              keyedInput(context.submission, (fields) => ({
                guest_id: context.guest?.id ?? '',
                ...requestPayload(fields),
              })),
            onDone: {
              target: 'submitted',
              actions: { type: 'rememberRequest', params: ({ event }) => event.output },
            },
            onError: failedCall('waitingToRequestAsGuest'),
          },
        },
        waitingToRequestAsGuest: retryWait('requestingAsGuest', 'submitting'),
        loadingUser: {
          tags: ['submitting'],
          invoke: {
            id: 'loadUserId',
            src: 'loadUserId',
            onDone: {
              target: 'requestingAsUser',
              actions: { type: 'rememberUserId', params: ({ event }) => ({ id: event.output }) },
            },
            onError: { target: 'editing', actions: { type: 'showError', params: failed } },
          },
        },
        requestingAsUser: {
          tags: ['submitting'],
          invoke: {
            id: 'createUserServiceRequest',
            src: 'createUserServiceRequest',
            input: ({ context }) =>
              keyedInput(context.submission, (fields) => userRequestPayload(context.userId ?? '', fields)),
            onDone: {
              target: 'submitted',
              actions: { type: 'rememberRequest', params: ({ event }) => event.output },
            },
            onError: failedCall('waitingToRequestAsUser'),
          },
        },
        waitingToRequestAsUser: retryWait('requestingAsUser', 'submitting'),
        // A transient step so both flows succeed the same way: close the form, thank, then reset.
        submitted: {
          always: {
            target: ['resetting', '#estimate.panel.closed', '#estimate.dialog.open'],
            actions: [
              'keepAccountDetails',
              'forgetSubmission',
              { type: 'notifySuccess', params: { message: messages.estimate.submittedShort } },
            ],
          },
        },
        resetting: {
          after: { [FORM_RESET_DELAY_MS]: { target: 'editing', actions: 'resetForm' } },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {},
        open: {
          on: {
            'DIALOG.CLOSE': 'closed',
            CREATE_ACCOUNT: {
              guard: 'canCreateAccount',
              target: 'closed',
              actions: {
                type: 'goToRegister',
                params: ({ context }) =>
                  context.accountDetails ?? { first_name: '', last_name: '', email: '' },
              },
            },
          },
        },
      },
    },
  },
});
