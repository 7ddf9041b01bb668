import { and } from 'xstate';
import { messages } from '../src/shared/messages';
import { offlineLeadTexts } from '../src/shared/offlineLeads';
import { estimateDraft, estimateSetup } from './estimate.setup';
import { keyedInput, retryWait } from './keyedRetry';
import { emptyFields, guestPayload, requestPayload, userRequestPayload } from './leads.rules';
import { refusalMessage } from './refusal';

// The free-estimate form (SPEC sections 2, 3, 4 and 5), as a slide-out toggled open and closed or inline on
// the home page. Guests are recorded first (POST /guests/create), then their request is sent; signed-in users
// send theirs with their account id. Success closes the form, shows the thank-you dialog and resets the form
// 1 s later; a guest's names and e-mail are kept so the dialog can offer to create an account with them.
// A guest's request written offline, or whose call got no answer, is kept on the phone and sent later
// (issue 29): the form resets and says so. Calls, actions and guards: estimate.setup.ts.

export type { EstimateContext, EstimateEffect, EstimateEvent, EstimateInput } from './estimate.types';

/** The spec's delay between a successful submit and the form's reset (SPEC section 9). */
export const FORM_RESET_DELAY_MS = 1000;

const failed = ({ event }: { event: { error: unknown } }) => ({
  message: refusalMessage(event.error, messages.estimate.failed),
});

/** A failed call's way out: again after a back-off while it may still go through (`wait`), else the message. */
function failedCall(wait: string) {
  return [
    { guard: 'canRetry', target: wait, actions: 'scheduleRetry' },
    { target: 'editing', actions: { type: 'showError', params: failed } },
  ] as const;
}

/** A guest's failed call: kept on the phone when no answer came at all, otherwise as `failedCall`. */
function guestCallFailed(wait: string) {
  return [{ guard: 'lostOnTheNetwork', target: 'savingOffline' }, ...failedCall(wait)] as const;
}

/** Editing the form; from the saved note (`leave` = 'editing') the first change also takes the note away. */
function edits(leave?: 'editing') {
  return {
    'FIELD.CHANGED': { guard: 'isEditable', target: leave, actions: 'setField' },
    'CITY.CHANGED': { target: leave, actions: 'setCity' },
    'SERVICE.CHANGED': { target: leave, actions: 'setService' },
    'HEARD.CHANGED': { target: leave, actions: 'setHowHeard' },
    'SIZING.ATTACH': { target: leave, actions: 'attachSizing' },
    'SIZING.REMOVE': { target: leave, actions: 'removeSizing' },
    'CONSENT.CHANGED': { target: leave, actions: 'setConsent' },
    'USER.KNOWN': { guard: 'isGuestForm', target: leave, actions: 'takeUser' },
  } as const;
}

export const estimateMachine = estimateSetup.createMachine({
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
    callExpectation: null,
    submission: null,
    outboxFailed: false,
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
            ...edits(),
            // A retry skips the steps that already succeeded, so one visitor is not recorded twice.
            SUBMIT: [
              { guard: 'lacksConsent' },
              { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
              // A signed-in request is not kept offline (no session token stored on the phone): said at once.
              {
                guard: and(['isSignedIn', 'isOffline']),
                actions: { type: 'showError', params: { message: offlineLeadTexts.signedInOffline } },
              },
              { guard: 'knowsUserId', target: 'requestingAsUser', actions: 'startSubmitting' },
              { guard: 'isSignedIn', target: 'loadingUser', actions: 'startSubmitting' },
              // Offline already: kept on the phone without trying.
              {
                guard: and(['isOffline', 'canKeepOffline']),
                target: 'savingOffline',
                actions: 'startSubmitting',
              },
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
            onError: guestCallFailed('waitingToRecordGuest'),
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
            onError: guestCallFailed('waitingToRequestAsGuest'),
          },
        },
        waitingToRequestAsGuest: retryWait('requestingAsGuest', 'submitting'),
        // The calls left, with the bodies and key they were (or would have been) sent with, go to the outbox;
        // the form never sends them itself again. If the phone cannot keep them, they are sent as before.
        savingOffline: {
          tags: ['submitting'],
          invoke: {
            id: 'saveLeadOffline',
            src: 'saveLeadOffline',
            input: ({ context }) => estimateDraft(context),
            onDone: {
              target: 'savedOffline',
              actions: ['settleSubmission', 'resetForm', 'leadSavedOffline'],
            },
            onError: [
              { guard: 'guestAlreadyRecorded', target: 'requestingAsGuest', actions: 'markOutboxFailed' },
              { target: 'recordingGuest', actions: 'markOutboxFailed' },
            ],
          },
        },
        // The form is empty again and says the request is saved; no thank-you step (the request has no id
        // yet). Consent was reset too, so the next submit comes after a change, which ends the note.
        savedOffline: { on: edits('editing') },
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
              'settleSubmission',
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
