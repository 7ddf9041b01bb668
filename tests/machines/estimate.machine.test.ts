import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { type EstimateEvent, estimateMachine, FORM_RESET_DELAY_MS } from '../../machines/estimate.machine';
import {
  type EstimateTextField,
  type EstimateUser,
  emptyFields,
  estimateFieldErrors,
  type GuestPayload,
  type GuestRequestPayload,
  guestPayload,
  REQUIRED_FIELD_MESSAGE,
  requestPayload,
  type UserRequestPayload,
  userRequestPayload,
} from '../../machines/leads.rules';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/shared/messages';
import { type CallAnswer, getMachinePaths, type MachinePath, runMachinePath } from '../helpers/machinePaths';

type Machine = typeof estimateMachine;
type Snapshot = ReturnType<Machine['transition']>;
type ActorId = 'createGuest' | 'createServiceRequest' | 'loadUserId' | 'createUserServiceRequest';

const user: EstimateUser = { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' };
const guest = { firstName: 'Bo', lastName: 'Reyes', email: 'bo@example.com', phoneNumber: '(407) 555-0142' };
const refusedText = 'Too many requests, please try again in a minute.';

// Completion of an invoked call is modelled as the event xstate sends itself; the graph needs it as an event.
const asEvent = (event: object) => event as unknown as EstimateEvent;
const doneOf = (id: ActorId, output: unknown) => asEvent({ type: `xstate.done.actor.${id}`, output });
const refusedBy = (id: ActorId) =>
  asEvent({
    type: `xstate.error.actor.${id}`,
    error: new ApiError(429, refusedText, { error: refusedText }),
  });
const offlineAt = (id: ActorId) =>
  asEvent({ type: `xstate.error.actor.${id}`, error: new TypeError('offline') });
const afterReset = asEvent({ type: `xstate.after.${FORM_RESET_DELAY_MS}.estimate.form.resetting` });
const field = (name: EstimateTextField, value: string): EstimateEvent => ({
  type: 'FIELD.CHANGED',
  field: name,
  value,
});

const invokedIn: Record<string, ActorId> = {
  recordingGuest: 'createGuest',
  requestingAsGuest: 'createServiceRequest',
  loadingUser: 'loadUserId',
  requestingAsUser: 'createUserServiceRequest',
};

/** The API and the browser as the machine sees them: pending calls, toasts and navigation. */
function fakeBrowser() {
  const record = {
    calls: [] as { id: ActorId; input: unknown }[],
    toasts: [] as string[],
    navigations: [] as EstimateUser[],
  };
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  // The output is whatever the test's done event carries, as the real call's answer would be.
  const stub = <TOutput, TInput>(id: ActorId) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      record.calls.push({ id, input });
      return new Promise<TOutput>((resolve, reject) =>
        pending.push({ resolve: (value) => resolve(value as TOutput), reject }),
      );
    });
  const logic = estimateMachine.provide({
    actors: {
      createGuest: stub<string, GuestPayload>('createGuest'),
      createServiceRequest: stub<unknown, GuestRequestPayload>('createServiceRequest'),
      loadUserId: stub<string, void>('loadUserId'),
      createUserServiceRequest: stub<unknown, UserRequestPayload>('createUserServiceRequest'),
    },
    actions: {
      notifySuccess: (_, { message }) => record.toasts.push(message),
      goToRegister: (_, details) => record.navigations.push(details),
    },
  });
  const clock = new SimulatedClock();
  const exec = async (actor: { send: (event: EstimateEvent) => void }, event: EstimateEvent | CallAnswer) => {
    if ('output' in event || 'error' in event) {
      const call = pending.shift();
      expect(call, `${event.type} without a call in flight`).toBeDefined();
      if ('output' in event) call?.resolve(event.output);
      else call?.reject(event.error);
      await new Promise((resolve) => setImmediate(resolve));
    } else if (event.type.startsWith('xstate.after.')) clock.increment(FORM_RESET_DELAY_MS);
    else actor.send(event);
  };
  return { logic, record, clock, exec };
}

/** The event's type as a plain string: the completion events are not in the machine's event union. */
const eventType = (step: { event: { type: string } }): string => step.event.type;

const formState = (snapshot: Snapshot) => (snapshot.value as { form: string }).form;

function walk(paths: MachinePath<Machine>[]) {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const browser = fakeBrowser();
    let callsBefore = 0;
    const navigations: EstimateUser[] = [];
    const recorded = new Set<string>();
    await runMachinePath(path, {
      logic: browser.logic,
      clock: browser.clock,
      exec: browser.exec,
      check: (snapshot, step, index) => {
        const { context } = snapshot;
        const form = formState(snapshot);
        expect(snapshot.hasTag('submitting')).toBe(form in invokedIn);
        // Each call starts exactly when its state is entered, with the form's values.
        const newCalls = browser.record.calls.slice(callsBefore);
        callsBefore = browser.record.calls.length;
        const previous = index > 0 ? formState(path.steps[index - 1]?.expected as Snapshot) : '';
        const entered = form in invokedIn && form !== previous;
        expect(newCalls.map((call) => call.id)).toEqual(entered ? [invokedIn[form]] : []);
        const input = newCalls[0]?.input;
        // A guest recorded once (or a user id loaded once) is never asked for again: a retry reuses it.
        const key = JSON.stringify(input);
        if (eventType(step) === 'xstate.done.actor.createGuest') {
          const guestCalls = browser.record.calls.filter((call) => call.id === 'createGuest');
          recorded.add(JSON.stringify(guestCalls.at(-1)?.input));
        }
        if (eventType(step) === 'xstate.done.actor.loadUserId') recorded.add('user');
        if (form === 'recordingGuest' && entered) {
          expect(input).toEqual(guestPayload(context.fields));
          expect(recorded.has(key)).toBe(false);
        }
        if (form === 'loadingUser' && entered) expect(recorded.has('user')).toBe(false);
        if (form === 'requestingAsGuest' && entered) {
          expect(input).toEqual({ guest_id: context.guest?.id, ...requestPayload(context.fields) });
        }
        if (form === 'loadingUser' && entered) expect(input).toBeUndefined();
        if (form === 'requestingAsUser' && entered) {
          expect(input).toEqual(userRequestPayload(context.userId ?? '', context.fields));
        }
        if (form === 'resetting' && previous !== 'resetting') {
          expect(snapshot.matches({ panel: 'closed', dialog: 'open' })).toBe(true);
          expect(browser.record.toasts.at(-1)).toBe(messages.estimate.submittedShort);
          expect(context.accountDetails).toEqual(
            context.user
              ? null
              : {
                  first_name: context.fields.firstName,
                  last_name: context.fields.lastName,
                  email: context.fields.email,
                },
          );
        }
        const failure = step.event as unknown as { type: string; error?: unknown };
        if (failure.type.startsWith('xstate.error.actor.')) {
          expect(form).toBe('editing');
          expect(context.error).toBe(
            failure.error instanceof ApiError ? refusedText : messages.estimate.failed,
          );
        }
        if (step.event === afterReset) {
          expect(form).toBe('editing');
          expect(context.fields.phoneNumber).toBe('');
          expect(context.fields.firstName).toBe(context.user?.first_name ?? '');
        }
        // Create Account (offered to guests only) goes to /register with the guest's details, once.
        const before = path.steps[index - 1]?.expected;
        if (step.event.type === 'CREATE_ACCOUNT' && before?.matches({ dialog: 'open' }) && !context.user) {
          navigations.push({ first_name: 'Bo', last_name: 'Reyes', email: guest.email });
        }
        expect(browser.record.navigations).toEqual(navigations);
      },
    });
  });
}

describe('estimate: the slide-out opens and closes by toggle', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null },
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
    input: { user: null },
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
    expect(new Set(shown)).toEqual(
      new Set([
        REQUIRED_FIELD_MESSAGE,
        'Please enter a valid e-mail address.',
        messages.phoneNumbers.invalid,
      ]),
    );
  });

  walk(paths);
});

describe('estimate: a guest is recorded, then the request is sent', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user: null },
    events: (snapshot): EstimateEvent[] => {
      const { fields, accountDetails } = snapshot.context;
      const form = formState(snapshot);
      const dialog: EstimateEvent[] = snapshot.matches({ dialog: 'open' })
        ? [{ type: 'DIALOG.CLOSE' }, { type: 'CREATE_ACCOUNT' }]
        : [];
      if (form === 'recordingGuest') return [doneOf('createGuest', 'guest-1'), refusedBy('createGuest')];
      if (form === 'requestingAsGuest') {
        return [doneOf('createServiceRequest', { message: 'ok' }), offlineAt('createServiceRequest')];
      }
      if (form === 'resetting') return [afterReset, ...dialog];
      if (accountDetails) return dialog;
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
  walk(paths);
});

describe('estimate: a signed-in user sends with their account id', () => {
  const paths = getMachinePaths({
    machine: estimateMachine,
    input: { user },
    events: (snapshot): EstimateEvent[] => {
      const { fields, userId } = snapshot.context;
      const form = formState(snapshot);
      const dialog: EstimateEvent[] = snapshot.matches({ dialog: 'open' })
        ? [{ type: 'DIALOG.CLOSE' }, { type: 'CREATE_ACCOUNT' }]
        : [];
      if (form === 'loadingUser') return [doneOf('loadUserId', 'user-1'), offlineAt('loadUserId')];
      if (form === 'requestingAsUser') {
        return [doneOf('createUserServiceRequest', { message: 'ok' }), refusedBy('createUserServiceRequest')];
      }
      if (form === 'resetting') return [afterReset, ...dialog];
      // After the reset the walk only closes the dialog.
      if (userId !== null && fields.phoneNumber === '') return dialog;
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

describe('estimate: what is sent', () => {
  const filled = {
    ...emptyFields(null),
    firstName: ' Bo ',
    lastName: 'Reyes',
    email: 'bo@example.com ',
    phoneNumber: '4075550142',
    city: 'Tampa' as const,
  };

  it('sends the free text only for a list whose Other is chosen', () => {
    const hidden = { ...filled, serviceRequest: 2 as const, howHeard: 1 as const };
    const typedThenHidden = { ...hidden, otherServiceDescription: 'Solar', otherHowHeardDetails: 'Radio' };
    expect(requestPayload(typedThenHidden)).toEqual({
      service_type_id: 2,
      request_description: '',
      heard_about_option_id: 1,
      other_heard_about_details: null,
    });
    const other = { ...typedThenHidden, serviceRequest: 6 as const, howHeard: 6 as const };
    expect(requestPayload(other)).toEqual({
      service_type_id: 6,
      request_description: 'Solar',
      heard_about_option_id: 6,
      other_heard_about_details: 'Radio',
    });
  });

  it('records the guest with trimmed names and digits, and the user request with phone and city', () => {
    expect(guestPayload(filled)).toEqual({
      first_name: 'Bo',
      last_name: 'Reyes',
      email: 'bo@example.com',
      phone_number: '4075550142',
      city: 'Tampa',
    });
    expect(userRequestPayload('user-1', filled)).toEqual({
      user_id: 'user-1',
      phone_number: '4075550142',
      city: 'Tampa',
      service_type_id: null,
      request_description: '',
      heard_about_option_id: null,
      other_heard_about_details: null,
    });
  });
});
