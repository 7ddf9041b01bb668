import { assign, emit, setup } from 'xstate';
import { errorText, failureMessage } from '../src/shared/apiErrors';
import { type Message, verbatim } from '../src/shared/i18n/message';
import { checkPasskeyName, PASSKEY_LIMIT, PASSKEY_TEXTS } from '../src/shared/passkeys';
import { answerOf } from './callOutput';
import type { SharedEffect } from './effects';
import {
  type CreationOptions,
  createPasskeyInBrowser,
  passkeyFailureText,
  type RegistrationCredential,
} from './passkeyBrowser';
import {
  listPasskeys,
  type Passkey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  verifyRegistration,
} from './passkeys.calls';

export type { Passkey, RenameRequest } from './passkeys.calls';

// The Settings "Passkeys" screen (issue 14): the list, then adding one (the server's options, the
// browser's prompt, the server's check) and naming it, renaming and removing. Server refusals toast the
// server's text; the browser's failures toast what passkeyFailureText makes of them. Adding stops at
// PASSKEY_LIMIT here as on the server, so the Add button can say why it is off.

export interface PasskeysContext {
  passkeys: Passkey[];
  loadError: Message | null;
  /** The passkey being named, renamed or removed. */
  targetId: string | null;
  /** The name field of the naming and renaming modals. */
  name: string;
  nameError: Message | null;
  /** The naming modal follows an add (Skip keeps the server's name) rather than a Rename click. */
  justAdded: boolean;
}

export type PasskeysEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'RENAME.OPEN'; id: string }
  | { type: 'REMOVE.OPEN'; id: string }
  | { type: 'NAME.CHANGED'; value: string }
  | { type: 'SAVE' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type PasskeysEffect = SharedEffect;

/** Another passkey may be added (the server refuses the 11th as well). */
export function canAddPasskey(context: Pick<PasskeysContext, 'passkeys'>): boolean {
  return context.passkeys.length < PASSKEY_LIMIT;
}

const closed = { targetId: null, name: '', nameError: null, justAdded: false } as const;

const targetOf = (context: PasskeysContext) => context.passkeys.find((key) => key.id === context.targetId);

function failureText(error: unknown): Message {
  // The server's `error` text; a failure without one (network down) says what it can.
  return verbatim(errorText(error) || failureMessage(error));
}

export const passkeysMachine = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
    emitted: {} as PasskeysEffect,
  },
  actors: {
    listPasskeys,
    registrationOptions,
    createPasskey: createPasskeyInBrowser,
    verifyRegistration,
    renamePasskey,
    removePasskey,
  },
  actions: {
    close: assign(closed),
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
  },
  guards: {
    belowLimit: ({ context }) => canAddPasskey(context),
    knownPasskey: ({ context, event }) =>
      (event.type === 'RENAME.OPEN' || event.type === 'REMOVE.OPEN') &&
      context.passkeys.some((key) => key.id === event.id),
    nameInvalid: ({ context }) => !checkPasskeyName(context.name).ok,
    nameUnchanged: ({ context }) => {
      const checked = checkPasskeyName(context.name);
      return checked.ok && checked.name === targetOf(context)?.name;
    },
  },
}).createMachine({
  id: 'passkeys',
  context: { passkeys: [], loadError: null, ...closed },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listPasskeys',
        src: 'listPasskeys',
        onDone: {
          target: 'ready',
          actions: assign({ passkeys: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => failureText(event.error) }),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            ADD: { guard: 'belowLimit', target: 'adding' },
            'RENAME.OPEN': {
              guard: 'knownPasskey',
              target: 'naming',
              actions: assign(({ context, event }) => ({
                targetId: event.id,
                name: context.passkeys.find((key) => key.id === event.id)?.name ?? '',
                nameError: null,
                justAdded: false,
              })),
            },
            'REMOVE.OPEN': {
              guard: 'knownPasskey',
              target: 'removing',
              actions: assign({ targetId: ({ event }) => event.id }),
            },
          },
        },
        adding: {
          initial: 'fetchingOptions',
          states: {
            fetchingOptions: {
              invoke: {
                id: 'registrationOptions',
                src: 'registrationOptions',
                onDone: 'prompting',
                onError: {
                  target: '#passkeys.ready.browsing',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureText(event.error) }),
                  },
                },
              },
            },
            prompting: {
              invoke: {
                id: 'createPasskey',
                src: 'createPasskey',
                // Entered only from fetchingOptions' answer, which carries the options.
                input: ({ event }) => answerOf<CreationOptions>(event),
                onDone: 'verifying',
                onError: {
                  target: '#passkeys.ready.browsing',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: passkeyFailureText(event.error) }),
                  },
                },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyRegistration',
                src: 'verifyRegistration',
                // Entered only from the prompt's answer, which carries the browser's credential.
                input: ({ event }) => answerOf<RegistrationCredential>(event),
                onDone: {
                  target: '#passkeys.ready.naming',
                  actions: [
                    assign(({ context, event }) => ({
                      passkeys: [...context.passkeys, event.output],
                      targetId: event.output.id,
                      name: event.output.name,
                      nameError: null,
                      justAdded: true,
                    })),
                    { type: 'notifySuccess', params: { message: PASSKEY_TEXTS.added } },
                  ],
                },
                onError: {
                  target: '#passkeys.ready.browsing',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureText(event.error) }),
                  },
                },
              },
            },
          },
        },
        naming: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'NAME.CHANGED': { actions: assign({ name: ({ event }) => event.value, nameError: null }) },
                SAVE: [
                  {
                    guard: 'nameInvalid',
                    actions: assign({
                      nameError: ({ context }) => {
                        const checked = checkPasskeyName(context.name);
                        return checked.ok ? null : checked.message;
                      },
                    }),
                  },
                  // Saving the name it already has asks nothing of the server.
                  { guard: 'nameUnchanged', target: '#passkeys.ready.browsing', actions: 'close' },
                  { target: 'saving' },
                ],
                // Skip (after an add) and Cancel both keep the name the passkey has.
                CLOSE: { target: '#passkeys.ready.browsing', actions: 'close' },
              },
            },
            saving: {
              invoke: {
                id: 'renamePasskey',
                src: 'renamePasskey',
                input: ({ context }) => {
                  const checked = checkPasskeyName(context.name);
                  return { id: context.targetId ?? '', name: checked.ok ? checked.name : context.name };
                },
                onDone: {
                  target: '#passkeys.ready.browsing',
                  actions: [
                    assign({
                      passkeys: ({ context, event }) =>
                        context.passkeys.map((key) => (key.id === event.output.id ? event.output : key)),
                    }),
                    'close',
                    { type: 'notifySuccess', params: { message: PASSKEY_TEXTS.renamed } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureText(event.error) }),
                  },
                },
              },
            },
          },
        },
        removing: {
          initial: 'confirming',
          states: {
            confirming: {
              on: {
                CONFIRM: 'deleting',
                CLOSE: { target: '#passkeys.ready.browsing', actions: 'close' },
              },
            },
            deleting: {
              invoke: {
                id: 'removePasskey',
                src: 'removePasskey',
                input: ({ context }) => ({ id: context.targetId ?? '' }),
                onDone: {
                  target: '#passkeys.ready.browsing',
                  actions: [
                    assign({ passkeys: ({ event }) => event.output }),
                    'close',
                    { type: 'notifySuccess', params: { message: PASSKEY_TEXTS.removed } },
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: {
                    type: 'notifyFailure',
                    params: ({ event }) => ({ message: failureText(event.error) }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
