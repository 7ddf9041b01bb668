import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import {
  type EmailTogglesEvent,
  emailTogglesMachine,
  type PrefUpdate,
} from '../../machines/emailToggles.machine';
import type { EmailNotificationPrefs } from '../../src/shared/emailNotificationPrefs';
import { messages } from '../../src/shared/messages';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import { answer, type CallAnswer, getMachinePaths, refuse, testEveryPath } from '../helpers/machinePaths';

const stored: EmailNotificationPrefs = {
  password_change: true,
  inquiry_verification: false,
  estimate_verification: true,
  phone_number_change: true,
};
const afterInquiry: EmailNotificationPrefs = { ...stored, inquiry_verification: true };
const unauthorized = new Error('Unauthorized');

// The server's answers: a path step settles the call's double with one of them.
const loadRefused = refuse('loadPrefs', unauthorized);
// The server's answer wins, whatever the toggle showed.
const updated = answer('updatePref', afterInquiry);
const updateRefused = refuse('updatePref', new Error('Internal Server Error'));
const events: (EmailTogglesEvent | CallAnswer)[] = [
  answer('loadPrefs', stored),
  loadRefused,
  { type: 'TOGGLE', field: 'inquiry_verification' },
  { type: 'TOGGLE', field: 'password_change' },
  updated,
  updateRefused,
];

describe('email toggle paths', () => {
  const paths = getMachinePaths({
    machine: emailTogglesMachine,
    events: (snapshot) => eventsWhileRunning(events)(snapshot).filter((event) => events.includes(event)),
  });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));

  testEveryPath(paths, (_path) => {
    const b = withDoubles(emailTogglesMachine, {
      loadPrefs: callDouble<EmailNotificationPrefs>(),
      updatePref: callDouble<EmailNotificationPrefs, PrefUpdate>(),
    });
    const effects = () => b.effects().entries;
    let before: EmailNotificationPrefs | undefined;
    return {
      ...b.run,
      check: (snapshot, step) => {
        const { event } = step;
        const { prefs } = snapshot.context;
        expect(prefs.password_change).toEqual(true);
        expect(b.loadPrefs.inputs).toHaveLength(1);
        if (event.type === 'TOGGLE') {
          if (event.field === 'password_change') {
            expect(b.updatePref.inputs.every((update) => update.field !== 'password_change')).toEqual(true);
          } else if (snapshot.matches({ ready: 'updating' }) && before) {
            // Flips at once, before the server answers.
            expect(prefs[event.field]).toEqual(!before[event.field]);
            expect(b.updatePref.inputs.at(-1)).toEqual({ field: event.field, value: !before[event.field] });
          }
        }
        if (event === updated) {
          expect(prefs).toEqual(afterInquiry);
          expect(effects().at(-1)).toEqual([
            'notifySuccess',
            { message: messages.notifications.toggled('Inquiry verification', true) },
          ]);
        }
        if (event === updateRefused) {
          expect(effects().at(-1)).toEqual([
            'notifyFailure',
            { message: messages.notifications.toggleFailed },
          ]);
        }
        // SPEC 8: a failed load is only logged, with the failure itself.
        if (event === loadRefused) expect(effects()).toEqual([['logError', { error: unauthorized }]]);
        // A failed update puts back what was there before the click.
        if (event === updateRefused && snapshot.matches({ ready: 'idle' })) {
          expect(prefs).toEqual(before && { ...before, inquiry_verification: !before.inquiry_verification });
        }
        before = { ...prefs };
      },
    };
  });
});

it('the toast names the field as the toggle does', () => {
  expect(messages.notifications.toggled('Phone number change', false)).toEqual(
    'Phone number change notification disabled',
  );
});
