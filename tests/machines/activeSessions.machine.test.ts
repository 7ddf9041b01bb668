import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type ActiveSessionsEvent,
  activeSessionsMachine,
  type EndRequest,
  type SessionList,
} from '../../machines/activeSessions.machine';
import { messages } from '../../src/shared/messages';
import { SESSION_TEXTS } from '../../src/shared/settingsTexts';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

const session = (id: string): SessionList['sessions'][number] => ({
  ip_address: '10.0.0.1',
  location: 'Local network',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-21T08:30:00.000Z',
  session_token: id,
  signed_in_with: 'password_and_code',
});
const CURRENT = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const loaded: SessionList = { sessions: [session(OTHER), session(CURRENT)], currentSessionId: CURRENT };
const remaining: SessionList = { sessions: [session(CURRENT)], currentSessionId: CURRENT };

// The server's answers: a path step settles the call's double with one of them.
const ended = answer('endSessions', remaining);
const endRefused = refuse(
  'endSessions',
  Object.assign(new Error('x'), { status: 404, body: { error: 'Not found' } }),
);
const events: (ActiveSessionsEvent | CallAnswer)[] = [
  answer('loadSessions', loaded),
  refuse('loadSessions', new Error('Unauthorized')),
  { type: 'END_ONE', sessionToken: OTHER },
  // The current session cannot be ended here (sign out does that).
  { type: 'END_ONE', sessionToken: CURRENT },
  ended,
  endRefused,
];

describe('active sessions paths', () => {
  const paths = getMachinePaths({
    machine: activeSessionsMachine,
    events: (snapshot) =>
      eventsWhileRunning(events)(snapshot).filter(
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

  testEveryPath(paths, (_path) => {
    const b = withDoubles(activeSessionsMachine, {
      loadSessions: callDouble<SessionList>(),
      endSessions: callDouble<SessionList, EndRequest>(),
    });
    const effects = () => b.effects().entries;
    let target: string | null = null;
    let loads = 0;
    return {
      ...b.run,
      check: (snapshot, step) => {
        const { event } = step;
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe(messages.sessions.loadFailed);
        // The list is asked for on opening and again on each retry, never otherwise.
        if (snapshot.matches('loading')) loads += 1;
        expect(b.loadSessions.inputs).toHaveLength(loads);
        if (event.type === 'END_ONE' || event.type === 'END_OTHERS') {
          target = snapshot.context.target;
          if (event.type === 'END_ONE' && snapshot.matches({ list: 'confirming' })) {
            expect(event.sessionToken).toBe(OTHER);
          }
        }
        if (event.type === 'CONFIRM') {
          expect(b.endSessions.inputs.at(-1)).toEqual(
            target === null ? { kind: 'others' } : { kind: 'one', sessionToken: target },
          );
        }
        if (event === ended) {
          expect(effects().at(-1)).toEqual([
            'notifySuccess',
            { message: target === null ? SESSION_TEXTS.endedOthers : SESSION_TEXTS.endedOne },
          ]);
          expect(snapshot.context.sessions).toEqual(remaining.sessions);
        }
        if (event === endRefused) {
          expect(effects().at(-1)).toEqual(['notifyFailure', { message: 'Not found' }]);
          expect(snapshot.context.sessions).toEqual(loaded.sessions);
        }
      },
    };
  });
});
