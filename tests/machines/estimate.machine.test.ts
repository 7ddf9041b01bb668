import { describe, expect, it } from 'vitest';
import { type Actor, SimulatedClock } from 'xstate';
import type { CreatedRequest } from '../../machines/estimate.calls';
import { type EstimateEvent, estimateMachine } from '../../machines/estimate.machine';
import { type Keyed, RETRY_DELAYS_MS } from '../../machines/keyedRetry';
import {
  type EstimateTextField,
  type EstimateUser,
  emptyFields,
  estimateFieldErrors,
  type GuestPayload,
  type GuestRequestPayload,
  guestPayload,
  requestPayload,
  type UserRequestPayload,
  userRequestPayload,
} from '../../machines/leads.rules';
import { ApiError } from '../../src/api/client';
import { estimateLead, type LeadDraft } from '../../src/api/offline/savedLeads';
import type { Message } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import { offlineLeadTexts } from '../../src/shared/offlineLeads';
import { callDouble } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';
import { shown as textOf } from '../helpers/shownText';

type Machine = typeof estimateMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = EstimateEvent | CallAnswer;
type CallId =
  | 'createGuest'
  | 'createServiceRequest'
  | 'loadUserId'
  | 'createUserServiceRequest'
  | 'saveLeadOffline';

const user: EstimateUser = { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' };
const guest = { firstName: 'Bo', lastName: 'Reyes', email: 'bo@example.com', phoneNumber: '(407) 555-0142' };
const refusedText = 'Too many requests, please try again in a minute.';
const keyPrefix = 'form-1';
/** The server's answer to a stored request: its id and the proof that books its visit (issue 28). */
const created: CreatedRequest = {
  id: 'request-1',
  booking_proof: 'proof-1',
  expect_call: {
    by: '2026-11-30T13:15:00.000Z',
    within_minutes: null,
    text: "We'll call you by 8:15 AM on Monday.",
  },
};

// The server's refusals: a path step rejects the call's double with one of them.
const refusedBy = (call: CallId) => refuse(call, new ApiError(429, refusedText, { error: refusedText }));
const offlineAt = (call: CallId) => refuse(call, new TypeError('offline'));
const isTimer = (event: PathEvent) => event.type.startsWith('xstate.after.');
const isRetryTimer = (event: PathEvent) => event.type.startsWith('xstate.after.retryDelay.');
const isResetTimer = (event: PathEvent) => isTimer(event) && !isRetryTimer(event);
/** A pause's end (the reset, a retry's back-off), from the events the state handles: the walk advances the clock by it. */
const resetTimer = (snapshot: Snapshot) => eventsWhileRunning<PathEvent>([])(snapshot).filter(isTimer);
const isRetryWait = (form: string) => form.startsWith('waitingTo');
// The phone's outbox: it keeps the request, or cannot (private mode, full storage).
const saved = answer('saveLeadOffline', undefined);
const notSaved = refuse(
  'saveLeadOffline',
  new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
);
/** The form as the browser runs it: online (navigator.onLine true) or offline at every submit. */
const offlineEstimate = estimateMachine.provide({ guards: { isOffline: () => true } });
const firstTry = (snapshot: Snapshot) => (snapshot.context.submission?.retries ?? 0) === 0;
function field(field: EstimateTextField, value: string): EstimateEvent {
  return { type: 'FIELD.CHANGED', field, value };
}

const invokedIn: Record<string, CallId> = {
  recordingGuest: 'createGuest',
  requestingAsGuest: 'createServiceRequest',
  loadingUser: 'loadUserId',
  requestingAsUser: 'createUserServiceRequest',
  savingOffline: 'saveLeadOffline',
};

/** The API and the browser as the machine sees them: calls waiting for an answer, toasts and navigation. */
function fakeBrowser(machine: Machine) {
  const calls = {
    createGuest: callDouble<string, Keyed<GuestPayload>>(),
    createServiceRequest: callDouble<CreatedRequest, Keyed<GuestRequestPayload>>(),
    loadUserId: callDouble<string>(),
    createUserServiceRequest: callDouble<CreatedRequest, Keyed<UserRequestPayload>>(),
    saveLeadOffline: callDouble<void, LeadDraft>(),
  };
  const logic = machine.provide({
    actors: {
      createGuest: calls.createGuest.logic,
      createServiceRequest: calls.createServiceRequest.logic,
      loadUserId: calls.loadUserId.logic,
      createUserServiceRequest: calls.createUserServiceRequest.logic,
      saveLeadOffline: calls.saveLeadOffline.logic,
    },
  });
  const record = { toasts: [] as (Message | string)[], navigations: [] as EstimateUser[], resendsAsked: 0 };
  const attach = (actor: Actor<Machine>) => {
    actor.on('*', (effect) => {
      if (effect.type === 'notifySuccess') record.toasts.push(effect.message);
      else if (effect.type === 'goToRegister') record.navigations.push(effect.details);
      else if (effect.type === 'leadSavedOffline') record.resendsAsked += 1;
    });
  };
  const counts = () => Object.fromEntries(Object.entries(calls).map(([id, c]) => [id, c.inputs.length]));
  return { logic, calls, record, attach, counts, clock: new SimulatedClock() };
}

const formState = (snapshot: Snapshot): string => snapshot.value.form;

/**
 * On entering savingOffline: the outbox gets exactly the key and bodies the failed call sent (or, offline at
 * the submit, would have sent), the calls already answered left out; nothing answered is ever saved.
 */
function checkDraft(
  snapshot: Snapshot,
  before: Snapshot | undefined,
  calls: ReturnType<typeof fakeBrowser>['calls'],
  answeredKeys: Set<string>,
) {
  const { submission, guest } = snapshot.context;
  expect(submission).not.toBeNull();
  if (!submission || !before) return;
  const { key, body: fields } = submission;
  const draft = calls.saveLeadOffline.inputs.at(-1);
  const previous = formState(before);
  const recorded =
    guest !== null && previous !== 'recordingGuest' && guest.key === JSON.stringify(guestPayload(fields));
  expect(draft).toEqual(
    estimateLead(key, requestPayload(fields), recorded ? guest.id : guestPayload(fields)),
  );
  if (previous === 'recordingGuest')
    expect(calls.createGuest.inputs.at(-1)).toEqual({ key, body: draft?.calls[0]?.body });
  if (previous === 'requestingAsGuest') {
    expect(calls.createServiceRequest.inputs.at(-1)).toEqual({ key, body: draft?.calls[0]?.body });
  }
  if (previous === 'editing') expect(snapshot.context.user).toBeNull();
  expect(answeredKeys.has(`createServiceRequest ${key}`)).toBe(false);
  if (draft?.calls.length === 2) expect(answeredKeys.has(`createGuest ${key}`)).toBe(false);
}

function walk(paths: ReturnType<typeof getMachinePaths<Machine>>, machine: Machine = estimateMachine) {
  testEveryPath(paths, (path) => {
    const browser = fakeBrowser(machine);
    const callsMade = browser.counts();
    const navigations: EstimateUser[] = [];
    const recorded = new Set<string>();
    /** Per call, the body each key was sent with, and the keys the call answered: the server's view. */
    const bodyOfKey = new Map<string, string>();
    const answeredKeys = new Set<string>();
    /** Keys the outbox holds: the form never sends them again. */
    const savedKeys = new Set<string>();
    return {
      logic: browser.logic,
      clock: browser.clock,
      calls: browser.calls,
      attach: browser.attach,
      check: (snapshot, { event }, index) => {
        const { context } = snapshot;
        const form = formState(snapshot);
        expect(snapshot.hasTag('submitting')).toBe(form in invokedIn || isRetryWait(form));
        expect(snapshot.hasTag('retrying')).toBe(isRetryWait(form));
        // Each call starts exactly when its state is entered, with the form's values.
        const before = path.steps[index - 1]?.expected;
        const previous = before ? formState(before) : '';
        const id = invokedIn[form];
        const entered = id !== undefined && form !== previous;
        if (entered) callsMade[id] = (callsMade[id] ?? 0) + 1;
        expect(browser.counts()).toEqual(callsMade);
        const sent = entered ? browser.calls[id].inputs.at(-1) : undefined;
        const keyed = sent && typeof sent === 'object' && 'key' in sent ? sent : undefined;
        const input = keyed ? keyed.body : sent;
        // A guest recorded once for a submission (or a user id loaded once) is never asked for again: a
        // retry reuses it. (A new submission after the form reset records its guest anew.)
        const guests = browser.calls.createGuest.inputs;
        if (event.type === 'xstate.done.actor.createGuest') recorded.add(JSON.stringify(guests.at(-1)));
        if (keyed && id) {
          // Every lead call carries the submission's key; a key never goes with two bodies (the server
          // would refuse it, 422) and is never sent again once its call was answered.
          expect(keyed.key).toBe(context.submission?.key);
          expect(keyed.key).toMatch(new RegExp(`^${keyPrefix}-\\d+$`));
          const bodyKey = `${id} ${keyed.key}`;
          expect(bodyOfKey.get(bodyKey) ?? JSON.stringify(keyed.body)).toBe(JSON.stringify(keyed.body));
          bodyOfKey.set(bodyKey, JSON.stringify(keyed.body));
          expect(answeredKeys.has(bodyKey)).toBe(false);
          expect(savedKeys.has(keyed.key)).toBe(false);
          // A retry sends exactly what the failed try sent.
          if (isRetryWait(previous)) expect(browser.calls[id].inputs.at(-2)).toEqual(sent);
          // When the phone could not keep it, what goes is exactly what was to be kept.
          if (previous === 'savingOffline') {
            const draft = browser.calls.saveLeadOffline.inputs.at(-1);
            const { path: _path, ...kept } = draft?.calls[0] ?? { path: '' };
            expect(kept).toEqual(keyed);
          }
        }
        if (form === 'savingOffline' && entered) checkDraft(snapshot, before, browser.calls, answeredKeys);
        if (event.type === 'xstate.done.actor.saveLeadOffline') {
          // Kept: the form is empty and says so; no thank-you (no id yet); the page is asked to send it.
          savedKeys.add(before?.context.submission?.key ?? '');
          expect(form).toBe('savedOffline');
          expect(context.fields).toEqual(emptyFields(null));
          expect(context.submission?.settled).toBe(true);
          expect(snapshot.matches({ dialog: 'closed' })).toBe(true);
          expect(browser.record.resendsAsked).toBe(browser.calls.saveLeadOffline.inputs.length);
        }
        const answered =
          /^xstate\.done\.actor\.(createGuest|createServiceRequest|createUserServiceRequest)$/.exec(
            event.type,
          );
        if (answered && before) {
          const call = answered[1] as CallId;
          const last = browser.calls[call].inputs.at(-1);
          if (last && typeof last === 'object' && 'key' in last) answeredKeys.add(`${call} ${last.key}`);
        }
        if (event.type === 'xstate.done.actor.loadUserId') recorded.add('user');
        if (form === 'recordingGuest' && entered) {
          expect(input).toEqual(guestPayload(context.fields));
          expect(recorded.has(JSON.stringify(sent))).toBe(false);
        }
        if (form === 'loadingUser' && entered) {
          expect(recorded.has('user')).toBe(false);
          expect(input).toBeUndefined();
        }
        if (form === 'requestingAsGuest' && entered) {
          expect(input).toEqual({ guest_id: context.guest?.id, ...requestPayload(context.fields) });
        }
        if (form === 'requestingAsUser' && entered) {
          expect(input).toEqual(userRequestPayload(context.userId ?? '', context.fields));
        }
        if (form === 'resetting' && previous !== 'resetting') {
          expect(snapshot.matches({ panel: 'closed', dialog: 'open' })).toBe(true);
          expect(browser.record.toasts.at(-1)).toBe(messages.estimate.submittedShort);
          const { firstName, lastName, email } = context.fields;
          const details = { first_name: firstName, last_name: lastName, email };
          expect(context.accountDetails).toEqual(context.user ? null : details);
          // The thank-you dialog offers to book this request's visit, in the city it was sent with.
          expect(context.booking).toEqual({
            serviceRequestId: created.id,
            bookingProof: created.booking_proof,
            city: context.fields.city ?? '',
          });
          // And says when the company will call, as the server worded it (issue 40).
          expect(context.callExpectation).toBe(created.expect_call.text);
        }
        if (event.type === 'xstate.error.actor.saveLeadOffline') {
          // The phone could not keep it: sent as before, with retries from now on.
          expect(['recordingGuest', 'requestingAsGuest']).toContain(form);
          expect(context.outboxFailed).toBe(true);
          expect(context.error).toBeNull();
        } else if (
          'error' in event &&
          before &&
          !before.context.user &&
          !before.context.outboxFailed &&
          !(event.error instanceof ApiError)
        ) {
          // A guest's call that got no answer at all goes to the phone's outbox, quietly.
          expect(form).toBe('savingOffline');
          expect(context.error).toBeNull();
        } else if ('error' in event) {
          // No answer at all may be the network: tried again after a back-off, until the retries run out.
          const retries = before?.context.submission?.retries ?? 0;
          const keyedCall = !event.type.endsWith('.loadUserId');
          const retried = keyedCall && !(event.error instanceof ApiError) && retries < RETRY_DELAYS_MS.length;
          if (retried) {
            expect(isRetryWait(form)).toBe(true);
            expect(context.submission?.retries).toBe(retries + 1);
            expect(context.submission?.retryInMs).toBe(RETRY_DELAYS_MS[retries]);
            expect(context.error).toBeNull();
          } else {
            const shown = event.error instanceof ApiError ? refusedText : messages.estimate.failed;
            expect(form).toBe('editing');
            expect(textOf(context.error)).toBe(textOf(shown));
          }
        }
        if (isResetTimer(event)) {
          expect(form).toBe('editing');
          expect(context.fields.phoneNumber).toBe('');
          expect(context.fields.firstName).toBe(context.user?.first_name ?? '');
        }
        // Create Account (offered to guests only) goes to /register with the guest's details, once.
        if (event.type === 'CREATE_ACCOUNT' && before?.matches({ dialog: 'open' }) && !context.user) {
          navigations.push({ first_name: 'Bo', last_name: 'Reyes', email: guest.email });
        }
        expect(browser.record.navigations).toEqual(navigations);
      },
    };
  });
}

describe('estimate: the slide-out opens and closes by toggle', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null, keyPrefix },
    events: [{ type: 'TOGGLE' }, { type: 'OPEN' }, { type: 'CLOSE' }],
  });
  it('reaches both panel states', () => {
    const panels = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.expected.value))));
    expect(panels.size).toBe(2);
  });
  walk(paths);
});

describe('estimate: consent gates the submit, and required fields are checked', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null, keyPrefix },
    events: (snapshot) => {
      const { fields } = snapshot.context;
      if (formState(snapshot) !== 'editing') return [];
      const next: EstimateEvent[] = [{ type: 'SUBMIT' }];
      if (fields.firstName === '' || fields.phoneNumber !== '') {
        next.push({ type: 'CONSENT.CHANGED', agreed: !fields.agreeToContact });
      }
      if (fields.firstName === '') next.push(field('firstName', guest.firstName));
      else if (fields.lastName === '') next.push(field('lastName', guest.lastName));
      else if (fields.email === '') next.push(field('email', 'bo@'), field('email', guest.email));
      else if (fields.email === 'bo@') next.push(field('email', guest.email));
      else if (fields.phoneNumber === '') next.push(field('phoneNumber', '555-0142'));
      else if (fields.phoneNumber === '5550142') next.push(field('phoneNumber', guest.phoneNumber));
      return next;
    },
  });

  it('never submits without consent or with a bad field, and says which field is wrong', () => {
    for (const path of paths) {
      for (const [i, step] of path.steps.entries()) {
        const before = path.steps[i - 1]?.expected;
        if (step.event.type !== 'SUBMIT' || !before) continue;
        const left = formState(step.expected) !== 'editing';
        const errors = estimateFieldErrors(before.context.fields);
        expect(left).toBe(before.context.fields.agreeToContact && Object.keys(errors).length === 0);
        if (!left && before.context.fields.agreeToContact)
          expect(step.expected.context.fieldErrors).toEqual(errors);
      }
    }
    const shown = paths.flatMap((p) => p.steps.flatMap((s) => Object.values(s.expected.context.fieldErrors)));
    expect(new Set(shown.map((message) => textOf(message)))).toEqual(
      new Set([
        'This field is required',
        'Please enter a valid e-mail address.',
        'Please enter a valid 10-digit phone number',
      ]),
    );
    // The same complaints in Spanish (issue 39).
    expect(new Set(shown.map((message) => textOf(message, 'es')))).toEqual(
      new Set([
        'Este campo es obligatorio',
        'Escriba un correo electrónico válido.',
        'Escriba un número de teléfono válido de 10 dígitos',
      ]),
    );
  });

  walk(paths);
});

const dialogEvents = (snapshot: Snapshot): EstimateEvent[] =>
  snapshot.matches({ dialog: 'open' }) ? [{ type: 'DIALOG.CLOSE' }, { type: 'CREATE_ACCOUNT' }] : [];

describe('estimate: a guest is recorded, then the request is sent', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null, keyPrefix },
    events: (snapshot): PathEvent[] => {
      const { fields, accountDetails } = snapshot.context;
      const form = formState(snapshot);
      if (form === 'recordingGuest') return [answer('createGuest', 'guest-1'), refusedBy('createGuest')];
      if (form === 'requestingAsGuest') {
        const done = answer('createServiceRequest', created);
        // One lost answer, retried once (running out of retries has a model of its own below).
        return firstTry(snapshot) ? [done, offlineAt('createServiceRequest')] : [done];
      }
      if (form === 'savingOffline') return [saved, notSaved];
      if (form === 'savedOffline') return [];
      if (form === 'resetting') return [...resetTimer(snapshot), ...dialogEvents(snapshot)];
      if (isRetryWait(form)) return resetTimer(snapshot);
      if (accountDetails) return dialogEvents(snapshot);
      if (snapshot.matches({ panel: 'closed' }) && fields.firstName === '') return [{ type: 'OPEN' }];
      if (fields.firstName === '') return [field('firstName', guest.firstName)];
      if (fields.lastName === '') return [field('lastName', guest.lastName)];
      if (fields.email === '') return [field('email', guest.email)];
      if (fields.phoneNumber === '') return [field('phoneNumber', guest.phoneNumber)];
      if (!fields.agreeToContact) return [{ type: 'CONSENT.CHANGED', agreed: true }];
      const next: EstimateEvent[] = [{ type: 'SUBMIT' }];
      if (fields.serviceRequest === null) next.push({ type: 'SERVICE.CHANGED', id: 6 });
      else if (fields.otherServiceDescription === '')
        next.push(field('otherServiceDescription', 'Solar tie-in'));
      else if (fields.howHeard === null) next.push({ type: 'HEARD.CHANGED', id: 6 });
      else if (fields.otherHowHeardDetails === '') next.push(field('otherHowHeardDetails', 'A neighbour'));
      else if (fields.city === null) next.push({ type: 'CITY.CHANGED', city: 'Tampa' });
      return next;
    },
  });

  it('waits out the reset pause after a success', () => {
    expect(paths.some((path) => path.steps.some((step) => isResetTimer(step.event)))).toBe(true);
  });

  walk(paths);
});

describe('estimate: a lost answer is retried under the same key until the retries run out', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null, keyPrefix },
    events: (snapshot): PathEvent[] => {
      const { fields, error } = snapshot.context;
      const form = formState(snapshot);
      if (form === 'recordingGuest') return [answer('createGuest', 'guest-1'), offlineAt('createGuest')];
      if (form === 'requestingAsGuest') return [answer('createServiceRequest', created)];
      // The phone cannot keep it (private mode): the form retries as before issue 29.
      if (form === 'savingOffline') return [notSaved];
      if (isRetryWait(form)) return resetTimer(snapshot);
      if (form !== 'editing' || snapshot.context.accountDetails) return [];
      if (fields.firstName === '') return [field('firstName', guest.firstName)];
      if (fields.lastName === '') return [field('lastName', guest.lastName)];
      if (fields.email === '') return [field('email', guest.email)];
      if (fields.phoneNumber === '') return [field('phoneNumber', guest.phoneNumber)];
      if (!fields.agreeToContact) return [{ type: 'CONSENT.CHANGED', agreed: true }];
      // After the retries ran out: the same form again, or a changed one.
      return error ? [{ type: 'SUBMIT' }, field('lastName', 'Reyes-Diaz')] : [{ type: 'SUBMIT' }];
    },
  });

  const keysSent = (path: (typeof paths)[number]) =>
    path.steps
      .filter((step) => formState(step.expected) === 'recordingGuest')
      .map((step) => step.expected.context.submission?.key);

  it('gives up after every back-off, with the failure shown, and sends the same form again under its key', () => {
    const gaveUp = paths.filter((path) =>
      path.steps.some((step) => step.expected.context.error === messages.estimate.failed),
    );
    expect(gaveUp.length).toBeGreaterThan(0);
    for (const path of gaveUp) {
      const waits = path.steps.filter((step) => isRetryTimer(step.event)).length;
      expect(waits).toBeGreaterThanOrEqual(RETRY_DELAYS_MS.length);
    }
    const again = paths.filter((path) =>
      path.steps.some(
        (step, i) => i > 0 && step.event.type === 'SUBMIT' && path.steps[i - 1]?.expected.context.error,
      ),
    );
    expect(again.length).toBeGreaterThan(0);
    for (const path of again) {
      const changed = path.steps.some(
        (step) =>
          step.event.type === 'FIELD.CHANGED' && 'value' in step.event && step.event.value === 'Reyes-Diaz',
      );
      const keys = new Set(keysSent(path));
      expect(keys).toEqual(new Set(changed ? [`${keyPrefix}-1`, `${keyPrefix}-2`] : [`${keyPrefix}-1`]));
    }
  });

  walk(paths);
});

describe('estimate: a signed-in user sends with their account id', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user, keyPrefix },
    events: (snapshot): PathEvent[] => {
      const { fields, userId } = snapshot.context;
      const form = formState(snapshot);
      if (form === 'loadingUser') return [answer('loadUserId', 'user-1'), offlineAt('loadUserId')];
      if (form === 'requestingAsUser') {
        return [answer('createUserServiceRequest', created), refusedBy('createUserServiceRequest')];
      }
      if (form === 'resetting') return [...resetTimer(snapshot), ...dialogEvents(snapshot)];
      if (isRetryWait(form)) return resetTimer(snapshot);
      // After the reset the walk only closes the dialog.
      if (userId !== null && fields.phoneNumber === '') return dialogEvents(snapshot);
      if (fields.phoneNumber === '') {
        // Names and e-mail are read-only for a signed-in user: the change is ignored.
        return [
          field('firstName', 'Someone'),
          field('email', 'other@example.com'),
          field('phoneNumber', '4075550142'),
        ];
      }
      if (!fields.agreeToContact) return [{ type: 'CONSENT.CHANGED', agreed: true }];
      return [
        { type: 'SUBMIT' },
        ...(fields.city === null ? [{ type: 'CITY.CHANGED', city: 'Orlando' } as const] : []),
      ];
    },
  });

  it('keeps the names and e-mail of the user', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { firstName, lastName, email } = step.expected.context.fields;
        expect({ first_name: firstName, last_name: lastName, email }).toEqual(user);
      }
    }
  });

  it('reuses the account id on a retry', () => {
    const retried = paths.some((path) =>
      path.steps.some(
        (step, i) =>
          step.event.type === 'SUBMIT' &&
          formState(step.expected) === 'requestingAsUser' &&
          path.steps[i - 1]?.expected.context.userId === 'user-1',
      ),
    );
    expect(retried).toBe(true);
  });

  walk(paths);
});

/** A guest fills the required fields one by one, agrees, then submits. */
function guestFillsAndSubmits(snapshot: Snapshot): EstimateEvent[] {
  const { fields } = snapshot.context;
  if (fields.firstName === '') return [field('firstName', guest.firstName)];
  if (fields.lastName === '') return [field('lastName', guest.lastName)];
  if (fields.email === '') return [field('email', guest.email)];
  if (fields.phoneNumber === '') return [field('phoneNumber', guest.phoneNumber)];
  if (!fields.agreeToContact) return [{ type: 'CONSENT.CHANGED', agreed: true }];
  return [{ type: 'SUBMIT' }];
}

const savedDrafts = (path: ReturnType<typeof getMachinePaths<Machine>>[number]) =>
  path.steps.filter((step, i) => formState(step.expected) === 'savingOffline' && i > 0);

describe("estimate: a guest's request that got no answer is kept on the phone", () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null, keyPrefix },
    events: (snapshot): PathEvent[] => {
      const form = formState(snapshot);
      const { submission } = snapshot.context;
      const second = (submission?.count ?? 0) > 1;
      if (form === 'recordingGuest') {
        return second
          ? [answer('createGuest', 'guest-2')]
          : [answer('createGuest', 'guest-1'), offlineAt('createGuest')];
      }
      if (form === 'requestingAsGuest') {
        return second ? [answer('createServiceRequest', created)] : [offlineAt('createServiceRequest')];
      }
      if (form === 'savingOffline') return [saved, notSaved];
      if (isRetryWait(form) || form === 'resetting') return [];
      // After the note: the first change takes it away, and the next request is written and sent.
      if (form === 'savedOffline') return [field('firstName', guest.firstName)];
      if (second || snapshot.context.accountDetails) return [];
      return guestFillsAndSubmits(snapshot);
    },
  });

  it('keeps both calls when the guest record got no answer, the request alone once it had one', () => {
    const drafts = paths.flatMap(savedDrafts).map((step) => step.expected.context.guest);
    expect(new Set(drafts.map((recorded) => recorded?.id ?? null))).toEqual(new Set([null, 'guest-1']));
  });

  it('numbers the request written after a kept one anew', () => {
    const again = paths.filter((path) =>
      path.steps.some((step) => step.expected.context.submission?.count === 2),
    );
    expect(again.length).toBeGreaterThan(0);
    for (const path of again) {
      const keys = new Set(
        path.steps
          .filter((step) => formState(step.expected) in invokedIn)
          .map((step) => step.expected.context.submission?.key),
      );
      expect(keys).toEqual(new Set([`${keyPrefix}-1`, `${keyPrefix}-2`]));
    }
  });

  walk(paths);
});

describe('estimate: offline at the submit', () => {
  describe('a guest', () => {
    const paths = getMachinePaths({
      machine: offlineEstimate,
      input: { user: null, keyPrefix },
      events: (snapshot): PathEvent[] => {
        const form = formState(snapshot);
        if (form === 'savingOffline') return [saved, notSaved];
        // The phone could not keep it: sent as before.
        if (form === 'recordingGuest') return [answer('createGuest', 'guest-1')];
        if (form === 'requestingAsGuest') return [answer('createServiceRequest', created)];
        if (form !== 'editing' || snapshot.context.submission) return [];
        return guestFillsAndSubmits(snapshot);
      },
    });

    it('keeps the request without trying to send it', () => {
      const kept = paths.flatMap(savedDrafts);
      expect(kept.length).toBeGreaterThan(0);
      for (const step of kept) expect(step.event.type).toBe('SUBMIT');
    });

    walk(paths, offlineEstimate);
  });

  describe('a signed-in user', () => {
    const paths = getMachinePaths({
      machine: offlineEstimate,
      input: { user, keyPrefix },
      events: (snapshot): EstimateEvent[] => {
        const { fields } = snapshot.context;
        if (fields.phoneNumber === '') return [field('phoneNumber', '4075550142')];
        if (!fields.agreeToContact) return [{ type: 'CONSENT.CHANGED', agreed: true }];
        return [{ type: 'SUBMIT' }];
      },
    });

    it('is told to send again once online; nothing is kept or sent', () => {
      const submits = paths.flatMap((path) => path.steps).filter((step) => step.event.type === 'SUBMIT');
      expect(submits.length).toBeGreaterThan(0);
      for (const step of submits) {
        expect(formState(step.expected)).toBe('editing');
        expect(textOf(step.expected.context.error)).toBe(textOf(offlineLeadTexts.signedInOffline));
        expect(step.expected.context.submission).toBeNull();
      }
    });

    walk(paths, offlineEstimate);
  });
});
