import { describe, expect, it } from 'vitest';
import {
  type ActiveSessionsEvent,
  activeSessionsMachine,
  type EndRequest,
  type SessionList,
} from '../../machines/activeSessions.machine';
import { messages } from '../../src/shared/messages';
import { SESSION_TEXTS } from '../../src/shared/settingsTexts';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const session = (id: string) => ({
  ip_address: '10.0.0.1',
  location: 'Local network',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-21T08:30:00.000Z',
  session_token: id,
});
const CURRENT = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const loaded: SessionList = { sessions: [session(OTHER), session(CURRENT)], currentSessionId: CURRENT };
const remaining: SessionList = { sessions: [session(CURRENT)], currentSessionId: CURRENT };

type Event = ActiveSessionsEvent | { type: string; output?: unknown; error?: unknown };
const events: Event[] = [
  { type: 'xstate.done.actor.loadSessions', output: loaded },
  { type: 'xstate.error.actor.loadSessions', error: new Error('Unauthorized') },
  { type: 'END_ONE', sessionToken: OTHER },
  // The current session cannot be ended here (sign out does that).
  { type: 'END_ONE', sessionToken: CURRENT },
  { type: 'xstate.done.actor.endSessions', output: remaining },
  {
    type: 'xstate.error.actor.endSessions',
    error: Object.assign(new Error('x'), { status: 404, body: { error: 'Not found' } }),
  },
];

describe('active sessions paths', () => {
  const paths = getMachinePaths({
    machine: activeSessionsMachine,
    events: (snapshot) =>
      eventsWhileRunning(events as ActiveSessionsEvent[])(snapshot).filter(
        (event) => events.includes(event) || !/^xstate\.|^END_ONE$/.test(event.type),
      ),
  });

  it('reaches every state', () => {
    const values = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.expected.value))),
    );
    for (const value of [
      '"loading"',
      '"failed"',
      '{"list":"browsing"}',
      '{"list":"confirming"}',
      '{"list":"ending"}',
    ]) {
      expect(values).toContain(value);
    }
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const log = effectLog();
    const ends: EndRequest[] = [];
    const logic = activeSessionsMachine.provide({
      actors: {
        loadSessions: pendingCall<SessionList, void>([]),
        endSessions: pendingCall<SessionList, EndRequest>(ends),
      },
      actions: { notifySuccess: log.record('notifySuccess'), notifyFailure: log.record('notifyFailure') },
    });
    let target: string | null = null;
    await runMachinePath(path, {
      logic,
      check: (snapshot, step) => {
        const event = step.event as Event;
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe(messages.sessions.loadFailed);
        if (event.type === 'END_ONE' || event.type === 'END_OTHERS') {
          target = snapshot.context.target;
          if (
            event.type === 'END_ONE' &&
            'sessionToken' in event &&
            snapshot.matches({ list: 'confirming' })
          ) {
            expect(event.sessionToken).toBe(OTHER);
          }
        }
        if (event.type === 'CONFIRM') {
          expect(ends.at(-1)).toEqual(
            target === null ? { kind: 'others' } : { kind: 'one', sessionToken: target },
          );
        }
        if (event.type === 'xstate.done.actor.endSessions') {
          expect(log.entries.at(-1)).toEqual([
            'notifySuccess',
            { message: target === null ? SESSION_TEXTS.endedOthers : SESSION_TEXTS.endedOne },
          ]);
          expect(snapshot.context.sessions).toEqual(remaining.sessions);
        }
        if (event.type === 'xstate.error.actor.endSessions') {
          expect(log.entries.at(-1)).toEqual(['notifyFailure', { message: 'Not found' }]);
          expect(snapshot.context.sessions).toEqual(loaded.sessions);
        }
      },
    });
  });
});
