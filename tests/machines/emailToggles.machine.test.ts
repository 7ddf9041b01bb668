import { describe, expect, it } from 'vitest';
import {
  type EmailTogglesEvent,
  emailTogglesMachine,
  type PrefUpdate,
} from '../../machines/emailToggles.machine';
import type { EmailNotificationPrefs } from '../../src/shared/emailNotificationPrefs';
import { messages } from '../../src/shared/messages';
import { getMachinePaths, runMachinePath } from '../helpers/machinePaths';
import { effectLog, eventsWhileRunning, pendingCall } from '../helpers/machineSpies';

const stored: EmailNotificationPrefs = {
  password_change: true,
  inquiry_verification: false,
  estimate_verification: true,
  phone_number_change: true,
};
const afterInquiry: EmailNotificationPrefs = { ...stored, inquiry_verification: true };

type Event = EmailTogglesEvent | { type: string; output?: unknown; error?: unknown };
const events: Event[] = [
  { type: 'xstate.done.actor.loadPrefs', output: stored },
  { type: 'xstate.error.actor.loadPrefs', error: new Error('Unauthorized') },
  { type: 'TOGGLE', field: 'inquiry_verification' },
  { type: 'TOGGLE', field: 'password_change' },
  // The server's answer wins, whatever the toggle showed.
  { type: 'xstate.done.actor.updatePref', output: afterInquiry },
  { type: 'xstate.error.actor.updatePref', error: new Error('Internal Server Error') },
];

describe('email toggle paths', () => {
  const paths = getMachinePaths({
    machine: emailTogglesMachine,
    events: (snapshot) =>
      eventsWhileRunning(events as EmailTogglesEvent[])(snapshot).filter((event) => events.includes(event)),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const log = effectLog();
    const updates: PrefUpdate[] = [];
    const logic = emailTogglesMachine.provide({
      actors: {
        loadPrefs: pendingCall<EmailNotificationPrefs, void>([]),
        updatePref: pendingCall<EmailNotificationPrefs, PrefUpdate>(updates),
      },
      actions: {
        notifySuccess: log.record('notifySuccess'),
        notifyFailure: log.record('notifyFailure'),
        logError: log.record('logError'),
      },
    });
    let before: EmailNotificationPrefs | undefined;
    await runMachinePath(path, {
      logic,
      check: (snapshot, step) => {
        const event = step.event as Event;
        const { prefs } = snapshot.context;
        expect(prefs.password_change).toBe(true);
        if (event.type === 'TOGGLE' && 'field' in event) {
          if (event.field === 'password_change') {
            expect(updates.every((update) => update.field !== 'password_change')).toBe(true);
          } else if (snapshot.matches({ ready: 'updating' }) && before) {
            // Flips at once, before the server answers.
            expect(prefs[event.field]).toBe(!before[event.field]);
            expect(updates.at(-1)).toEqual({ field: event.field, value: !before[event.field] });
          }
        }
        if (event.type === 'xstate.done.actor.updatePref') {
          expect(prefs).toEqual(afterInquiry);
          expect(log.entries.at(-1)).toEqual([
            'notifySuccess',
            { message: messages.notifications.toggled('Inquiry verification', true) },
          ]);
        }
        if (event.type === 'xstate.error.actor.updatePref') {
          expect(log.entries.at(-1)).toEqual([
            'notifyFailure',
            { message: messages.notifications.toggleFailed },
          ]);
        }
        if (event.type === 'xstate.error.actor.loadPrefs') expect(log.names()).toEqual(['logError']);
        // A failed update puts back what was there before the click.
        if (event.type === 'xstate.error.actor.updatePref' && snapshot.matches({ ready: 'idle' })) {
          expect(prefs).toEqual(before && { ...before, inquiry_verification: !before.inquiry_verification });
        }
        before = { ...prefs };
      },
    });
  });
});

it('the toast names the field as the toggle does', () => {
  expect(messages.notifications.toggled('Phone number change', false)).toBe(
    'Phone number change notification disabled',
  );
});
