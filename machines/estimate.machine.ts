import { assign, emit, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { messages } from '../src/shared/messages';
import { keepPhoneDigits } from '../src/shared/phone';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';
import {
  type EstimateFields,
  type EstimateTextField,
  type EstimateUser,
  emptyFields,
  estimateFieldErrors,
  type FieldErrors,
  type GuestPayload,
  type GuestRequestPayload,
  guestKey,
  guestPayload,
  hasErrors,
  requestPayload,
  type UserRequestPayload,
  userRequestPayload,
} from './leads.rules';

// The free-estimate form (SPEC sections 2, 3, 4 and 5), as a slide-out toggled open and closed or inline on
// the home page. Guests are recorded first (POST /guests/create), then their request is sent; signed-in users
// send theirs with their account id. Success closes the form, shows the thank-you dialog and resets the form
// 1 s later; a guest's names and e-mail are kept so the dialog can offer to create an account with them.

/** The spec's delay between a successful submit and the form's reset (SPEC section 9). */
export const FORM_RESET_DELAY_MS = 1000;

export interface EstimateInput {
  /** The signed-in user (names and e-mail prefilled and read-only), or null for a guest. */
  user: EstimateUser | null;
}

export interface EstimateContext {
  fields: EstimateFields;
  user: EstimateUser | null;
  fieldErrors: FieldErrors;
  /** The message under the submit button. */
  error: string | null;
  /** The guest record made for these contact details, reused if only the request itself failed. */
  guest: { id: string; key: string } | null;
  userId: string | null;
  /** A guest's details for the thank-you dialog's Create Account button. */
  accountDetails: EstimateUser | null;
}

export type EstimateEvent =
  | { type: 'FIELD.CHANGED'; field: EstimateTextField; value: string }
  | { type: 'CITY.CHANGED'; city: EstimateFields['city'] }
  | { type: 'SERVICE.CHANGED'; id: EstimateFields['serviceRequest'] }
  | { type: 'HEARD.CHANGED'; id: EstimateFields['howHeard'] }
  | { type: 'CONSENT.CHANGED'; agreed: boolean }
  | { type: 'SUBMIT' }
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'CREATE_ACCOUNT' };

const READ_ONLY_FOR_USERS: ReadonlySet<EstimateTextField> = new Set(['firstName', 'lastName', 'email']);

const failed = ({ event }: { event: { error: unknown } }) => ({
  message: serverMessage(event.error, messages.estimate.failed),
});

/** What this flow asks of the browser (see machines/effects.ts). */
export type EstimateEffect = SharedEffect | { type: 'goToRegister'; details: EstimateUser };

export const estimateMachine = setup({
  types: {
    context: {} as EstimateContext,
    input: {} as EstimateInput,
    events: {} as EstimateEvent,
    emitted: {} as EstimateEffect,
  },
  actors: {
    // Each resolves with what the next step needs.
    createGuest: apiCall<string, GuestPayload>(
      async ({ api, unwrap }, body) => unwrap(await api.POST('/guests/create', { body })).payload.id,
    ),
    createServiceRequest: apiCall<unknown, GuestRequestPayload>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/guest/service-request', { body })),
    ),
    // The stored user (authUser) does not carry its id.
    loadUserId: apiCall<string>(async ({ api, unwrap }) => unwrap(await api.GET('/users/user')).payload.id),
    createUserServiceRequest: apiCall<unknown, UserRequestPayload>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/user/service-request', { body })),
    ),
  },
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
    startSubmitting: assign({ error: null, fieldErrors: {} }),
    rememberGuest: assign({
      guest: ({ context }, params: { id: string }) => ({ id: params.id, key: guestKey(context.fields) }),
    }),
    rememberUserId: assign({ userId: (_, params: { id: string }) => params.id }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
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
  },
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
            input: ({ context }) => guestPayload(context.fields),
            onDone: {
              target: 'requestingAsGuest',
              actions: { type: 'rememberGuest', params: ({ event }) => ({ id: event.output }) },
            },
            onError: { target: 'editing', actions: { type: 'showError', params: failed } },
          },
        },
        requestingAsGuest: {
          tags: ['submitting'],
          invoke: {
            id: 'createServiceRequest',
            src: 'createServiceRequest',
            input: ({ context }) => ({
              guest_id: context.guest?.id ?? '',
              ...requestPayload(context.fields),
            }),
            onDone: 'submitted',
            onError: { target: 'editing', actions: { type: 'showError', params: failed } },
          },
        },
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
            input: ({ context }) => userRequestPayload(context.userId ?? '', context.fields),
            onDone: 'submitted',
            onError: { target: 'editing', actions: { type: 'showError', params: failed } },
          },
        },
        // A transient step so both flows succeed the same way: close the form, thank, then reset.
        submitted: {
          always: {
            target: ['resetting', '#estimate.panel.closed', '#estimate.dialog.open'],
            actions: [
              'keepAccountDetails',
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
