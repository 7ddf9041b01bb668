import { describe, expect, it } from 'vitest';
import {
  type ContactNumberBody,
  type PhoneNumbersEvent,
  phoneNumbersMachine,
} from '../../machines/phoneNumbers.machine';
import { type ContactNumber, loadErrorOf } from '../../src/shared/contactNumberList';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const home: ContactNumber = { id: 'a1b2c3d4e5', city: 'Orlando', type: 'Home', phone_number: '4075550142' };
const work: ContactNumber = { id: 'f6e7d8c9b0', city: '', type: 'Work', phone_number: '8135550100' };

type Event = PhoneNumbersEvent | { type: string; output?: unknown; error?: unknown };
const failure = (status: number) =>
  Object.assign(new Error('x'), { status, body: { error: 'Database down' } });

const loading: Event[] = [
  { type: 'xstate.done.actor.loadNumbers', output: [home] },
  { type: 'xstate.error.actor.loadNumbers', error: failure(404) },
  { type: 'xstate.error.actor.loadNumbers', error: failure(500) },
];

// Separate walks keep each graph small: creating (with the form's rules), editing, deleting.
const models: { name: string; events: Event[] }[] = [
  {
    name: 'create',
    events: [
      loading[0] as Event,
      { type: 'CREATE.OPEN' },
      { type: 'FORM.PHONE', value: '+1 (407) 555-0199 ext' },
      { type: 'FORM.TYPE', value: 'Mobile' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      { type: 'xstate.done.actor.createNumber', output: work },
      { type: 'xstate.error.actor.createNumber', error: failure(409) },
    ],
  },
  {
    name: 'edit',
    events: [
      loading[0] as Event,
      { type: 'EDIT.OPEN', id: home.id },
      { type: 'EDIT.OPEN', id: 'unknown' },
      { type: 'FORM.PHONE', value: '407' },
      { type: 'FORM.CITY', value: 'Tampa' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      { type: 'xstate.done.actor.updateNumber', output: { ...home, city: 'Tampa' } },
      { type: 'xstate.error.actor.updateNumber', error: failure(500) },
    ],
  },
  {
    name: 'delete and load failures',
    events: [
      ...loading,
      { type: 'DELETE.OPEN', id: home.id },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      { type: 'SEARCH.CHANGED', value: 'orl' },
      { type: 'xstate.done.actor.deleteNumber', output: [] },
      { type: 'xstate.error.actor.deleteNumber', error: failure(500) },
    ],
  },
];

describe.each(models)('phone number paths: $name', ({ events }) => {
  const paths = getMachinePaths({
    machine: phoneNumbersMachine,
    events: (snapshot) =>
      eventsWhileRunning(events as PhoneNumbersEvent[])(snapshot).filter(
        (event) =>
          events.includes(event) &&
          // Bounds the walk: one successful create, and the form filled in one order.
          !(event.type === 'CREATE.OPEN' && snapshot.context.numbers.length > 1) &&
          !(event.type === 'FORM.TYPE' && snapshot.context.form.digits === '') &&
          !(event.type === 'FORM.PHONE' && snapshot.context.form.digits !== '') &&
          !(event.type === 'FORM.CITY' && snapshot.context.form.city !== '') &&
          !(event.type === 'SEARCH.CHANGED' && snapshot.context.query !== ''),
      ),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const log = effectLog();
    const calls = {
      create: [] as ContactNumberBody[],
      update: [] as { id: string; body: ContactNumberBody }[],
      remove: [] as { id: string }[],
    };
    const logic = phoneNumbersMachine.provide({
      actors: {
        loadNumbers: pendingCall<ContactNumber[], void>([]),
        createNumber: pendingCall<ContactNumber, ContactNumberBody>(calls.create),
        updateNumber: pendingCall<ContactNumber, { id: string; body: ContactNumberBody }>(calls.update),
        deleteNumber: pendingCall<ContactNumber[], { id: string }>(calls.remove),
      },
      actions: { notifySuccess: log.record('notifySuccess'), notifyFailure: log.record('notifyFailure') },
    });
    await runMachinePath(path, {
      logic,
      check: (snapshot, step) => {
        const event = step.event as Event;
        const { context } = snapshot;
        // Digits only, at most 10, whatever was typed.
        expect(context.form.digits).toMatch(/^\d{0,10}$/);
        const last = log.entries.at(-1);
        switch (event.type) {
          case 'SUBMIT':
            if (snapshot.matches({ ready: { form: 'filling' } })) {
              expect([messages.phoneNumbers.invalid, messages.phoneNumbers.missingType]).toContain(
                context.formError,
              );
            }
            if (snapshot.matches({ ready: { form: { saving: 'creating' } } })) {
              expect(calls.create.at(-1)).toEqual({ city: '', type: 'Mobile', phone_number: '4075550199' });
            }
            if (snapshot.matches({ ready: { deleting: 'removing' } }))
              expect(calls.remove.at(-1)).toEqual({ id: home.id });
            break;
          case 'CLOSE':
            expect(context.form).toEqual({ city: '', type: '', digits: '' });
            expect(context.formError).toBeNull();
            break;
          case 'xstate.done.actor.createNumber':
            expect(last).toEqual(['notifySuccess', { message: messages.phoneNumbers.created }]);
            expect(context.numbers).toEqual([home, work]);
            break;
          case 'xstate.error.actor.createNumber':
            expect(last).toEqual(['notifyFailure', { message: messages.phoneNumbers.createFailed }]);
            break;
          case 'xstate.done.actor.updateNumber':
            expect(last).toEqual(['notifySuccess', { message: messages.phoneNumbers.updated }]);
            expect(context.numbers).toEqual([{ ...home, city: 'Tampa' }]);
            break;
          case 'xstate.error.actor.updateNumber':
            expect(last).toEqual(['notifyFailure', { message: messages.phoneNumbers.updateFailed }]);
            break;
          case 'xstate.done.actor.deleteNumber':
            expect(last).toEqual(['notifySuccess', { message: messages.phoneNumbers.deleted }]);
            expect(context.numbers).toEqual([]);
            break;
          case 'xstate.error.actor.deleteNumber':
            expect(last).toEqual(['notifyFailure', { message: messages.phoneNumbers.deleteFailed }]);
            break;
          case 'EDIT.OPEN':
            if (snapshot.matches({ ready: 'form' })) {
              const entry = context.numbers.find((number) => number.id === home.id);
              expect(context.form).toEqual({
                city: entry?.city,
                type: entry?.type,
                digits: entry?.phone_number,
              });
            }
            break;
        }
      },
    });
  });
});

describe('load failures (SPEC 8)', () => {
  it('below 500 invites adding a number', () => {
    expect(loadErrorOf(failure(404))).toEqual({ message: messages.phoneNumbers.loadFailed, severe: false });
  });
  it('500 and above shows the server answer in red', () => {
    expect(loadErrorOf(failure(500))).toEqual({ message: 'Database down', severe: true });
  });
  it('no answer at all is shown as a failure too', () => {
    expect(loadErrorOf(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      severe: true,
    });
  });
});
