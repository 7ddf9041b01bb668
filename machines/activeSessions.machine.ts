import { assign, emit, setup } from 'xstate';
import { serverErrorMessage } from '../src/shared/apiErrors';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import type { SignedInWith } from '../src/shared/sessionRules';
import { SESSION_TEXTS } from '../src/shared/settingsTexts';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// The Active Sessions screen (SPEC 2 and 8): load the list, then end one other session or all the others,
// each after a confirmation. `session_token` is the public id of a session (never its bearer token).

export interface ActiveSession {
  ip_address: string;
  location: string | null;
  created_at: string;
  /** When the session was last used, to within five minutes. */
  last_seen_at: string;
  session_token: string;
  /** How the session was signed in (issue 26). */
  signed_in_with: SignedInWith;
}

export interface SessionList {
  sessions: ActiveSession[];
  currentSessionId: string;
}

export interface ActiveSessionsContext extends SessionList {
  /** The session the confirmation is about; null while asking about all the others. */
  target: string | null;
  loadError: Message | null;
}

export type ActiveSessionsEvent =
  | { type: 'END_ONE'; sessionToken: string }
  | { type: 'END_OTHERS' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** What the end-session actor is asked to do. */
export type EndRequest = { kind: 'one'; sessionToken: string } | { kind: 'others' };

export function isCurrentSession(context: SessionList, session: ActiveSession): boolean {
  return session.session_token === context.currentSessionId;
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type ActiveSessionsEffect = SharedEffect;

export const activeSessionsMachine = setup({
  types: {
    context: {} as ActiveSessionsContext,
    events: {} as ActiveSessionsEvent,
    emitted: {} as ActiveSessionsEffect,
  },
  actors: {
    /** GET /sessions. */
    loadSessions: apiCall<SessionList>(async ({ api, unwrap }) => unwrap(await api.GET('/sessions'))),
    /** DELETE /sessions/{id} or DELETE /sessions, answering the remaining list. */
    endSessions: apiCall<SessionList, EndRequest>(async ({ api, unwrap }, request) =>
      request.kind === 'others'
        ? unwrap(await api.DELETE('/sessions'))
        : unwrap(await api.DELETE('/sessions/{id}', { params: { path: { id: request.sessionToken } } })),
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
  },
  guards: {
    isOtherSession: ({ context, event }) =>
      event.type === 'END_ONE' &&
      event.sessionToken !== context.currentSessionId &&
      context.sessions.some((session) => session.session_token === event.sessionToken),
    hasOtherSessions: ({ context }) =>
      context.sessions.some((session) => session.session_token !== context.currentSessionId),
  },
}).createMachine({
  id: 'activeSessions',
  context: { sessions: [], currentSessionId: '', target: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: {
          target: 'list',
          actions: assign(({ event }) => ({
            sessions: event.output.sessions,
            currentSessionId: event.output.currentSessionId,
          })),
        },
        onError: { target: 'failed', actions: assign({ loadError: messages.sessions.loadFailed }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    list: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            END_ONE: {
              guard: 'isOtherSession',
              target: 'confirming',
              actions: assign({ target: ({ event }) => event.sessionToken }),
            },
            END_OTHERS: {
              guard: 'hasOtherSessions',
              target: 'confirming',
              actions: assign({ target: null }),
            },
          },
        },
        confirming: {
          on: {
            CANCEL: { target: 'browsing', actions: assign({ target: null }) },
            CONFIRM: 'ending',
          },
        },
        ending: {
          invoke: {
            id: 'endSessions',
            src: 'endSessions',
            input: ({ context }): EndRequest =>
              context.target === null ? { kind: 'others' } : { kind: 'one', sessionToken: context.target },
            onDone: {
              target: 'browsing',
              actions: [
                {
                  type: 'notifySuccess',
                  params: ({ context }) => ({
                    message: context.target === null ? SESSION_TEXTS.endedOthers : SESSION_TEXTS.endedOne,
                  }),
                },
                assign(({ event }) => ({
                  sessions: event.output.sessions,
                  currentSessionId: event.output.currentSessionId,
                  target: null,
                })),
              ],
            },
            onError: {
              target: 'browsing',
              actions: [
                {
                  type: 'notifyFailure',
                  params: ({ event }) => ({
                    message: serverErrorMessage(event.error, SESSION_TEXTS.endFailed),
                  }),
                },
                assign({ target: null }),
              ],
            },
          },
        },
      },
    },
  },
});
