import { assign, fromPromise, setup } from 'xstate';
import {
  DEFAULT_NOTIFICATION_PREFS,
  type EmailNotificationKey,
  type EmailNotificationPrefs,
  LOCKED_NOTIFICATION,
  NOTIFICATION_FIELD_NAMES,
} from '../src/shared/emailNotificationPrefs';
import { messages } from '../src/shared/messages';

// The Email notifications screen (SPEC 2, 4 and 8): four toggles; password_change is locked on. A toggle
// flips at once, then follows the server's answer, and flips back when the update fails.

export interface EmailTogglesContext {
  prefs: EmailNotificationPrefs;
  /** The toggle being saved and the value asked for. */
  pending: { field: EmailNotificationKey; value: boolean } | null;
}

export type EmailTogglesEvent = { type: 'TOGGLE'; field: EmailNotificationKey };

export interface PrefUpdate {
  field: EmailNotificationKey;
  value: boolean;
}

function provided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the web layer`);
  });
}

export const emailTogglesMachine = setup({
  types: {
    context: {} as EmailTogglesContext,
    events: {} as EmailTogglesEvent,
  },
  actors: {
    /** GET /email-notifications. */
    loadPrefs: provided<EmailNotificationPrefs>('loadPrefs'),
    /** PATCH /email-notifications, answering all four preferences. */
    updatePref: provided<EmailNotificationPrefs, PrefUpdate>('updatePref'),
  },
  actions: {
    toastSuccess: (_, _params: { message: string }) => {},
    toastFailure: (_, _params: { message: string }) => {},
    /** SPEC 8: a failed load is only logged. */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isChangeable: ({ event }) => event.field !== LOCKED_NOTIFICATION,
  },
}).createMachine({
  id: 'emailToggles',
  context: { prefs: DEFAULT_NOTIFICATION_PREFS, pending: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPrefs',
        src: 'loadPrefs',
        onDone: { target: 'ready', actions: assign({ prefs: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TOGGLE: {
              guard: 'isChangeable',
              target: 'updating',
              actions: assign(({ context, event }) => {
                const value = !context.prefs[event.field];
                return {
                  prefs: { ...context.prefs, [event.field]: value },
                  pending: { field: event.field, value },
                };
              }),
            },
          },
        },
        updating: {
          invoke: {
            id: 'updatePref',
            src: 'updatePref',
            input: ({ context }) => context.pending ?? { field: 'inquiry_verification', value: true },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'toastSuccess',
                  params: ({ context, event }) => {
                    const field = context.pending?.field ?? 'inquiry_verification';
                    return {
                      message: messages.notifications.toggled(
                        NOTIFICATION_FIELD_NAMES[field],
                        event.output[field],
                      ),
                    };
                  },
                },
                assign({ prefs: ({ event }) => event.output, pending: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context }) => {
                  if (context.pending === null) return {};
                  const { field, value } = context.pending;
                  return { prefs: { ...context.prefs, [field]: !value }, pending: null };
                }),
                { type: 'toastFailure', params: { message: messages.notifications.toggleFailed } },
              ],
            },
          },
        },
      },
    },
  },
});
