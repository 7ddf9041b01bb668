import { assign, emit, setup } from 'xstate';
import {
  DEFAULT_NOTIFICATION_PREFS,
  type EmailNotificationKey,
  type EmailNotificationPrefs,
  LOCKED_NOTIFICATION,
} from '../src/shared/emailNotificationPrefs';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

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

/** What this flow asks of the browser (see machines/effects.ts). */
export type EmailTogglesEffect = SharedEffect;

export const emailTogglesMachine = setup({
  types: {
    context: {} as EmailTogglesContext,
    events: {} as EmailTogglesEvent,
    emitted: {} as EmailTogglesEffect,
  },
  actors: {
    /** GET /email-notifications. */
    loadPrefs: apiCall<EmailNotificationPrefs>(
      async ({ api, unwrap }) => unwrap(await api.GET('/email-notifications')).payload,
    ),
    /** PATCH /email-notifications, answering all four preferences. */
    updatePref: apiCall<EmailNotificationPrefs, PrefUpdate>(
      async ({ api, unwrap }, body) => unwrap(await api.PATCH('/email-notifications', { body })).payload,
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
    /** SPEC 8: a failed load is only logged. */
    logError: emit((_, { error }: { error: unknown }) => ({ type: 'logError', error }) as const),
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
                  type: 'notifySuccess',
                  params: ({ context, event }) => {
                    const field = context.pending?.field ?? 'inquiry_verification';
                    return {
                      message: messages.notifications.toggled(field, event.output[field]),
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
                { type: 'notifyFailure', params: { message: messages.notifications.toggleFailed } },
              ],
            },
          },
        },
      },
    },
  },
});
