import { assign, emit, setup } from 'xstate';
import { estimateLead, type LeadDraft } from '../src/api/offline/savedLeads';
import type { Message } from '../src/shared/i18n/message';
import { keepPhoneDigits } from '../src/shared/phone';
import {
  type CreatedRequest,
  createGuest,
  createServiceRequest,
  createUserServiceRequest,
  loadUserId,
} from './estimate.calls';
import type { EstimateContext, EstimateEffect, EstimateEvent, EstimateInput } from './estimate.types';
import {
  isNoAnswer,
  keyedInput,
  mayRetry,
  nextSubmission,
  retryDelay,
  settle,
  withRetry,
} from './keyedRetry';
import { browserIsOffline, saveLeadOffline } from './leadOutbox.browser';
import {
  type EstimateTextField,
  type EstimateUser,
  emptyFields,
  estimateFieldErrors,
  guestKey,
  guestPayload,
  hasErrors,
  requestPayload,
} from './leads.rules';

// The estimate form's calls, actions and guards, for its machine (estimate.machine.ts), which lays out the
// states. Context, events and effects: estimate.types.ts.

const READ_ONLY_FOR_USERS: ReadonlySet<EstimateTextField> = new Set(['firstName', 'lastName', 'email']);

/** The guest record already made for the details being sent, whose request alone is left to send. */
function recordedGuestId(context: EstimateContext): string | null {
  const fields = context.submission?.body;
  return fields && context.guest?.key === guestKey(fields) ? context.guest.id : null;
}

/**
 * The submission as the outbox keeps it (issue 29): the calls not yet answered, each with the body the form
 * sends (guest record and request, or the request alone once the guest is recorded), under its key.
 */
export function estimateDraft(context: EstimateContext): LeadDraft {
  const { key, body: fields } = keyedInput(context.submission, (submitted) => submitted);
  return estimateLead(key, requestPayload(fields), recordedGuestId(context) ?? guestPayload(fields));
}

export const estimateSetup = setup({
  types: {
    context: {} as EstimateContext,
    input: {} as EstimateInput,
    events: {} as EstimateEvent,
    emitted: {} as EstimateEffect,
  },
  actors: { createGuest, createServiceRequest, loadUserId, createUserServiceRequest, saveLeadOffline },
  actions: {
    // Browser effects, emitted for the web layer (machines/effects.ts).
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    goToRegister: emit((_, details: EstimateUser) => ({ type: 'goToRegister', details }) as const),
    leadSavedOffline: emit({ type: 'leadSavedOffline' } as const),
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
    setCity: assign({
      fields: ({ context, event }) =>
        event.type === 'CITY.CHANGED' ? { ...context.fields, city: event.city } : context.fields,
    }),
    setService: assign({
      fields: ({ context, event }) =>
        event.type === 'SERVICE.CHANGED' ? { ...context.fields, serviceRequest: event.id } : context.fields,
    }),
    setHowHeard: assign({
      fields: ({ context, event }) =>
        event.type === 'HEARD.CHANGED' ? { ...context.fields, howHeard: event.id } : context.fields,
    }),
    attachSizing: assign({
      fields: ({ context, event }) =>
        event.type === 'SIZING.ATTACH' ? { ...context.fields, sizing: event.sizing } : context.fields,
    }),
    removeSizing: assign({ fields: ({ context }) => ({ ...context.fields, sizing: null }) }),
    takeUser: assign(({ context, event }) => {
      if (event.type !== 'USER.KNOWN') return {};
      const { first_name, last_name, email } = event.user;
      const { firstName: _, lastName: __, email: ___, ...otherErrors } = context.fieldErrors;
      return {
        user: event.user,
        fields: { ...context.fields, firstName: first_name, lastName: last_name, email },
        fieldErrors: otherErrors,
      };
    }),
    setConsent: assign({
      fields: ({ context, event }) =>
        event.type === 'CONSENT.CHANGED'
          ? { ...context.fields, agreeToContact: event.agreed }
          : context.fields,
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
    showError: assign({ error: (_, params: { message: Message }) => params.message }),
    // The visit is booked for the request as sent (a retry may have run while the form was edited).
    rememberRequest: assign({
      booking: ({ context }, { id, booking_proof }: CreatedRequest) => ({
        serviceRequestId: id,
        bookingProof: booking_proof,
        city: context.submission?.body.city ?? context.fields.city ?? '',
      }),
      // The server words it in the page's language from the same instant the escalation watches. An answer
      // stored under an Idempotency-Key before issue 40 (kept a day) has none: the dialog then says nothing.
      callExpectation: (_, { expect_call }: CreatedRequest) => expect_call?.text ?? null,
    }),
    // Answered or kept in the outbox: never sent by the form again, and the next submission gets a new key.
    settleSubmission: assign({ submission: ({ context }) => settle(context.submission) }),
    // The phone could not keep the lead: this form sends as before, with its retries, from now on.
    markOutboxFailed: assign({ outboxFailed: true }),
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
    isGuestForm: ({ context }) => context.user === null,
    knowsUserId: ({ context }) => context.userId !== null,
    guestAlreadyRecorded: ({ context }) => context.guest?.key === guestKey(context.fields),
    canCreateAccount: ({ context }) => context.accountDetails !== null,
    canRetry: mayRetry,
    // The browser's word, read through a guard that tests swap (leadOutbox.browser.ts).
    isOffline: browserIsOffline,
    canKeepOffline: ({ context }) => !context.outboxFailed,
    // A guest's call that got no answer at all is kept on the phone, unless the phone cannot keep it.
    lostOnTheNetwork: ({ context, event }) =>
      !context.outboxFailed && 'error' in event && isNoAnswer(event.error),
  },
  delays: { retryDelay },
});
