import { describe, expect, it } from 'vitest';
import {
  OPTION_GROUP,
  SETTINGS_OPTIONS,
  type SettingsMenuEvent,
  type SettingsMenuInput,
  settingsMenuMachine,
  startChoice,
} from '../../machines/settingsMenu.machine';
import { effectRecorder } from '../helpers/machineDoubles';
import { getMachinePaths, runMachinePath, testEveryPath } from '../helpers/machinePaths';

const toggles: SettingsMenuEvent[] = [{ type: 'ACCOUNT_SECURITY.TOGGLE' }, { type: 'NOTIFICATIONS.TOGGLE' }];
const selects: SettingsMenuEvent[] = SETTINGS_OPTIONS.map((option) => ({ type: 'OPTION.SELECT', option }));

const noCookies: SettingsMenuInput['stored'] = {
  selectedSettingOption: undefined,
  isAccountSecurityOpen: undefined,
  isNotificationOpen: undefined,
};

/** The menu with its stored-value effects recorded as the web layer would receive them. */
function spies() {
  const recorder = effectRecorder();
  return { log: recorder.log, attach: recorder.attach, logic: settingsMenuMachine };
}

type Value = { groups: string; option: string };

// Walking toggles and selections separately keeps each graph small enough for every simple path; the two
// regions are independent, which the mixed walk below checks.
describe.each([
  { name: 'toggling groups', events: toggles, input: { stored: noCookies } },
  { name: 'choosing options', events: selects, input: { stored: noCookies } },
  {
    name: 'both, from stored cookies',
    events: [toggles[1], selects[0]] as SettingsMenuEvent[],
    input: {
      stored: {
        selectedSettingOption: 'phoneNumbers',
        isAccountSecurityOpen: true,
        isNotificationOpen: false,
      },
    },
  },
])('settings menu paths: $name', ({ events, input }) => {
  const paths = getMachinePaths({ machine: settingsMenuMachine, input, events });

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(1));

  testEveryPath(paths, (_path) => {
    const { log, logic, attach } = spies();
    return {
      logic,
      attach,
      check: (snapshot, step, index) => {
        const value = snapshot.value as Value;
        // Only one group is ever open, and only groups that exist.
        expect(['closed', 'accountSecurity', 'notifications']).toContain(value.groups);
        if (index === 0) {
          // Starting from cookies does not write them again.
          expect(log().entries).toEqual([]);
          return;
        }
        const last = log().entries.at(-1);
        if (step.event.type === 'OPTION.SELECT') {
          expect(last).toEqual(['persistOption', { option: step.event.option }]);
          expect(value.option).toBe(step.event.option);
        } else {
          expect(last).toEqual([
            'persistGroups',
            {
              isAccountSecurityOpen: value.groups === 'accountSecurity',
              isNotificationOpen: value.groups === 'notifications',
            },
          ]);
        }
        expect(log().entries).toHaveLength(index);
      },
    };
  });
});

describe('where the menu starts', () => {
  const start = (input: SettingsMenuInput) => {
    const [path] = getMachinePaths({ machine: settingsMenuMachine, input, events: [] });
    return path?.steps[0]?.expected.value as Value;
  };

  it('shows nothing until an option is chosen', () => {
    expect(start({ stored: noCookies })).toEqual({ groups: 'closed', option: 'none' });
  });

  it('restores the stored choice and open group', () => {
    const stored = { selectedSettingOption: 'email', isAccountSecurityOpen: false, isNotificationOpen: true };
    expect(start({ stored })).toEqual({ groups: 'notifications', option: 'email' });
  });

  it('ignores stored values that are not ours', () => {
    const stored = { selectedSettingOption: 'admin', isAccountSecurityOpen: 'yes', isNotificationOpen: 1 };
    expect(start({ stored })).toEqual({ groups: 'closed', option: 'none' });
    expect(startChoice({ stored })).toEqual({ option: null, group: null, fromPreset: false });
  });

  it.each([...SETTINGS_OPTIONS])(
    'a link choosing %s opens its group and stores the choice',
    async (preset) => {
      const stored = {
        selectedSettingOption: 'email',
        isAccountSecurityOpen: false,
        isNotificationOpen: true,
      };
      expect(start({ stored, preset })).toEqual({ groups: OPTION_GROUP[preset], option: preset });
      const { log, logic, attach } = spies();
      const [path] = getMachinePaths({ machine: settingsMenuMachine, input: { stored, preset }, events: [] });
      if (path) await runMachinePath(path, { logic, attach });
      expect(log().of('persistOption')).toEqual([{ option: preset }]);
      expect(log().of('persistGroups')).toEqual([
        {
          isAccountSecurityOpen: OPTION_GROUP[preset] === 'accountSecurity',
          isNotificationOpen: OPTION_GROUP[preset] === 'notifications',
        },
      ]);
    },
  );
});
