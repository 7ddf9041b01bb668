import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type ContactNumberBody,
  type PhoneNumbersEvent,
  phoneNumbersMachine,
} from '../../machines/phoneNumbers.machine';
import { type ContactNumber, loadErrorOf } from '../../src/shared/contactNumberList';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

const home: ContactNumber = { id: 'a1b2c3d4e5', city: 'Orlando', type: 'Home', phone_number: '4075550142' };
const work: ContactNumber = { id: 'f6e7d8c9b0', city: '', type: 'Work', phone_number: '8135550100' };

type Event = PhoneNumbersEvent | CallAnswer;
const failure = (status: number) =>
  Object.assign(new Error('x'), { status, body: { error: 'Database down' } });

// The server's answers: a path step settles the call's double with one of them.
const loaded = answer('loadNumbers', [home]);

// Separate walks keep each graph small: creating (with the form's rules), editing, deleting.
const models: { name: string; events: Event[] }[] = [
  {
    name: 'create',
    events: [
      loaded,
      { type: 'CREATE.OPEN' },
      { type: 'FORM.PHONE', value: '+1 (407) 555-0199 ext' },
      { type: 'FORM.TYPE', value: 'Mobile' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      answer('createNumber', work),
      refuse('createNumber', failure(409)),
    ],
  },
  {
    name: 'edit',
    events: [
      loaded,
      { type: 'EDIT.OPEN', id: home.id },
      { type: 'EDIT.OPEN', id: 'unknown' },
      { type: 'FORM.PHONE', value: '407' },
      { type: 'FORM.CITY', value: 'Tampa' },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      answer('updateNumber', { ...home, city: 'Tampa' }),
      refuse('updateNumber', failure(500)),
    ],
  },
  {
    name: 'delete and load failures',
    events: [
      loaded,
      refuse('loadNumbers', failure(404)),
      refuse('loadNumbers', failure(500)),
      { type: 'DELETE.OPEN', id: home.id },
      { type: 'SUBMIT' },
      { type: 'CLOSE' },
      { type: 'SEARCH.CHANGED', value: 'orl' },
      answer('deleteNumber', []),
      refuse('deleteNumber', failure(500)),
    ],
  },
];

describe.each(models)('phone number paths: $name', ({ events }) => {
  const paths = getMachinePaths({
    machine: phoneNumbersMachine,
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter(
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

  testEveryPath(paths, (_path) => {
    const b = withDoubles(phoneNumbersMachine, {
      loadNumbers: callDouble<ContactNumber[]>(),
      createNumber: callDouble<ContactNumber, ContactNumberBody>(),
      updateNumber: callDouble<ContactNumber, { id: string; body: ContactNumberBody }>(),
      deleteNumber: callDouble<ContactNumber[], { id: string }>(),
    });
    const effects = () => b.effects().entries;
    return {
      ...b.run,
      check: (snapshot, step) => {
        const { context } = snapshot;
        // Digits only, at most 10, whatever was typed.
        expect(context.form.digits).toMatch(/^\d{0,10}$/);
        expect(b.loadNumbers.inputs).toHaveLength(1);
        const last = effects().at(-1);
        switch (step.event.type) {
          case 'SUBMIT':
            if (snapshot.matches({ ready: { form: 'filling' } })) {
              expect([messages.phoneNumbers.invalid, messages.phoneNumbers.missingType]).toContain(
                context.formError,
              );
            }
            if (snapshot.matches({ ready: { form: { saving: 'creating' } } })) {
              expect(b.createNumber.inputs.at(-1)).toEqual({
                city: '',
                type: 'Mobile',
                phone_number: '4075550199',
              });
            }
            // The form is still shown while saving: the update sends what it holds.
            if (snapshot.matches({ ready: { form: { saving: 'updating' } } })) {
              const { city, type, digits } = context.form;
              expect(b.updateNumber.inputs.at(-1)).toEqual({
                id: home.id,
                body: { city, type, phone_number: digits },
              });
            }
            if (snapshot.matches({ ready: { deleting: 'removing' } }))
              expect(b.deleteNumber.inputs.at(-1)).toEqual({ id: home.id });
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
    };
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
