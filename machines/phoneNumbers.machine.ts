import { assign, emit, setup } from 'xstate';
import {
  type ContactNumber,
  checkPhoneForm,
  type LoadError,
  loadErrorOf,
  type PhoneForm,
} from '../src/shared/contactNumberList';
import type { CheckedContactNumber, ContactType } from '../src/shared/contactNumbers';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { keepPhoneDigits } from '../src/shared/phone';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// The Phone Numbers screen (SPEC 2, 4, 5 and 8): loading, then an error or empty message or the list, with
// a search and create, edit and delete modals. The form keeps digits only (at most 10); the view shows
// them as (123) 456-7890. API calls are actors (apiCall.ts) and toasts named actions that emit effects.

export interface PhoneNumbersContext {
  numbers: ContactNumber[];
  query: string;
  loadError: LoadError | null;
  form: PhoneForm;
  formError: Message | null;
  /** The number being edited (null while creating) or deleted. */
  targetId: string | null;
}

export type PhoneNumbersEvent =
  | { type: 'SEARCH.CHANGED'; value: string }
  | { type: 'CREATE.OPEN' }
  | { type: 'EDIT.OPEN'; id: string }
  | { type: 'DELETE.OPEN'; id: string }
  | { type: 'FORM.CITY'; value: string }
  | { type: 'FORM.TYPE'; value: ContactType | '' }
  | { type: 'FORM.PHONE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type ContactNumberBody = CheckedContactNumber;

const emptyForm: PhoneForm = { city: '', type: '', digits: '' };

function bodyOf(form: PhoneForm): ContactNumberBody {
  const checked = checkPhoneForm(form);
  if (!checked.ok) throw new Error(checked.message.id);
  return checked.value;
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type PhoneNumbersEffect = SharedEffect;

export const phoneNumbersMachine = setup({
  types: {
    context: {} as PhoneNumbersContext,
    events: {} as PhoneNumbersEvent,
    emitted: {} as PhoneNumbersEffect,
  },
  actors: {
    /** GET /contact-numbers. */
    loadNumbers: apiCall<ContactNumber[]>(
      async ({ api, unwrap }) => unwrap(await api.GET('/contact-numbers')).payload,
    ),
    /** POST /contact-numbers, answering the created number. */
    createNumber: apiCall<ContactNumber, ContactNumberBody>(
      async ({ api, unwrap }, body) => unwrap(await api.POST('/contact-numbers', { body })).payload,
    ),
    /** PUT /contact-numbers/{id}, answering the updated number. */
    updateNumber: apiCall<ContactNumber, { id: string; body: ContactNumberBody }>(
      async ({ api, unwrap }, { id, body }) =>
        unwrap(await api.PUT('/contact-numbers/{id}', { params: { path: { id } }, body })).payload,
    ),
    /** DELETE /contact-numbers/{id}, answering the remaining numbers. */
    deleteNumber: apiCall<ContactNumber[], { id: string }>(
      async ({ api, unwrap }, { id }) =>
        unwrap(await api.DELETE('/contact-numbers/{id}', { params: { path: { id } } })).payload,
    ),
  },
  actions: {
    clearForm: assign({ form: emptyForm, formError: null, targetId: null }),
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
  },
  guards: {
    formIsValid: ({ context }) => checkPhoneForm(context.form).ok,
    isEditing: ({ context }) => context.targetId !== null,
    knownNumber: ({ context, event }) =>
      (event.type === 'EDIT.OPEN' || event.type === 'DELETE.OPEN') &&
      context.numbers.some((entry) => entry.id === event.id),
  },
}).createMachine({
  id: 'phoneNumbers',
  context: { numbers: [], query: '', loadError: null, form: emptyForm, formError: null, targetId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNumbers',
        src: 'loadNumbers',
        onDone: {
          target: 'ready',
          actions: assign({ numbers: ({ event }) => event.output, loadError: null }),
        },
        onError: { target: 'ready', actions: assign({ loadError: ({ event }) => loadErrorOf(event.error) }) },
      },
    },
    ready: {
      initial: 'browsing',
      on: { 'SEARCH.CHANGED': { actions: assign({ query: ({ event }) => event.value }) } },
      states: {
        browsing: {
          on: {
            'CREATE.OPEN': { target: 'form', actions: 'clearForm' },
            'EDIT.OPEN': {
              guard: 'knownNumber',
              target: 'form',
              actions: assign(({ context, event }) => {
                const entry = context.numbers.find((number) => number.id === event.id);
                return {
                  targetId: event.id,
                  formError: null,
                  form: entry
                    ? { city: entry.city, type: entry.type, digits: entry.phone_number }
                    : emptyForm,
                };
              }),
            },
            'DELETE.OPEN': {
              guard: 'knownNumber',
              target: 'deleting',
              actions: assign({ targetId: ({ event }) => event.id }),
            },
          },
        },
        form: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'FORM.CITY': {
                  actions: assign({ form: ({ context, event }) => ({ ...context.form, city: event.value }) }),
                },
                'FORM.TYPE': {
                  actions: assign({
                    form: ({ context, event }) => ({ ...context.form, type: event.value }),
                    formError: null,
                  }),
                },
                'FORM.PHONE': {
                  actions: assign({
                    form: ({ context, event }) => ({ ...context.form, digits: keepPhoneDigits(event.value) }),
                    formError: null,
                  }),
                },
                SUBMIT: [
                  { guard: 'formIsValid', target: 'saving' },
                  {
                    actions: assign({
                      formError: ({ context }) => {
                        const checked = checkPhoneForm(context.form);
                        return checked.ok ? null : checked.message;
                      },
                    }),
                  },
                ],
                // Cancel or close clears the form (SPEC 2).
                CLOSE: { target: '#phoneNumbers.ready.browsing', actions: 'clearForm' },
              },
            },
            saving: {
              initial: 'choosing',
              states: {
                choosing: { always: [{ guard: 'isEditing', target: 'updating' }, { target: 'creating' }] },
                creating: {
                  invoke: {
                    id: 'createNumber',
                    src: 'createNumber',
                    input: ({ context }) => bodyOf(context.form),
                    onDone: {
                      target: '#phoneNumbers.ready.browsing',
                      actions: [
                        assign({
                          numbers: ({ context, event }) => [...context.numbers, event.output],
                          loadError: null,
                        }),
                        'clearForm',
                        { type: 'notifySuccess', params: { message: messages.phoneNumbers.created } },
                      ],
                    },
                    onError: {
                      target: '#phoneNumbers.ready.form.filling',
                      actions: {
                        type: 'notifyFailure',
                        params: { message: messages.phoneNumbers.createFailed },
                      },
                    },
                  },
                },
                updating: {
                  invoke: {
                    id: 'updateNumber',
                    src: 'updateNumber',
                    input: ({ context }) => ({ id: context.targetId ?? '', body: bodyOf(context.form) }),
                    onDone: {
                      target: '#phoneNumbers.ready.browsing',
                      actions: [
                        assign({
                          numbers: ({ context, event }) =>
                            context.numbers.map((entry) =>
                              entry.id === event.output.id ? event.output : entry,
                            ),
                        }),
                        'clearForm',
                        { type: 'notifySuccess', params: { message: messages.phoneNumbers.updated } },
                      ],
                    },
                    onError: {
                      target: '#phoneNumbers.ready.form.filling',
                      actions: {
                        type: 'notifyFailure',
                        params: { message: messages.phoneNumbers.updateFailed },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        deleting: {
          initial: 'confirming',
          states: {
            confirming: {
              on: {
                SUBMIT: 'removing',
                CLOSE: { target: '#phoneNumbers.ready.browsing', actions: 'clearForm' },
              },
            },
            removing: {
              invoke: {
                id: 'deleteNumber',
                src: 'deleteNumber',
                input: ({ context }) => ({ id: context.targetId ?? '' }),
                onDone: {
                  target: '#phoneNumbers.ready.browsing',
                  actions: [
                    assign({ numbers: ({ event }) => event.output }),
                    'clearForm',
                    { type: 'notifySuccess', params: { message: messages.phoneNumbers.deleted } },
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: { type: 'notifyFailure', params: { message: messages.phoneNumbers.deleteFailed } },
                },
              },
            },
          },
        },
      },
    },
  },
});
