import { NavLink, Paper } from '@mantine/core';
import { IconBell, IconShieldLock } from '@tabler/icons-react';
import type {
  SettingsGroup,
  SettingsMenuEvent,
  SettingsOption,
} from '../../../machines/settingsMenu.machine';
import type { MessageId } from '../../shared/i18n/catalogs';
import { t } from '../i18n/account.messages';

export const OPTION_LABELS: Record<SettingsOption, MessageId> = {
  twoFactorAuth: 'settings.optionTwoFactor',
  passkeys: 'settings.optionPasskeys',
  activeSessions: 'settings.optionSessions',
  phoneNumbers: 'settings.optionPhones',
  email: 'settings.optionEmail',
};

const GROUPS: {
  group: SettingsGroup;
  label: MessageId;
  options: SettingsOption[];
  toggle: SettingsMenuEvent;
}[] = [
  {
    group: 'accountSecurity',
    label: 'settings.groupSecurity',
    options: ['twoFactorAuth', 'passkeys', 'activeSessions', 'phoneNumbers'],
    toggle: { type: 'ACCOUNT_SECURITY.TOGGLE' },
  },
  {
    group: 'notifications',
    label: 'settings.groupNotifications',
    options: ['email'],
    toggle: { type: 'NOTIFICATIONS.TOGGLE' },
  },
];

const ICONS: Record<SettingsGroup, typeof IconBell> = {
  accountSecurity: IconShieldLock,
  notifications: IconBell,
};

/** The left menu of SPEC 2: two collapsible groups; the view only renders the machine's state. */
export function SettingsMenu({
  openGroup,
  option,
  send,
}: {
  openGroup: SettingsGroup | null;
  option: SettingsOption | null;
  send: (event: SettingsMenuEvent) => void;
}) {
  return (
    <Paper component="nav" aria-label={t('settings.navLabel')} withBorder radius="md" p="xs">
      {GROUPS.map(({ group, label, options, toggle }) => {
        const Icon = ICONS[group];
        return (
          <NavLink
            key={group}
            component="button"
            type="button"
            label={t(label)}
            fw={700}
            leftSection={<Icon size={18} aria-hidden="true" />}
            opened={openGroup === group}
            onChange={() => send(toggle)}
            childrenOffset={28}
          >
            {options.map((entry) => (
              <NavLink
                key={entry}
                component="button"
                type="button"
                label={t(OPTION_LABELS[entry])}
                active={option === entry}
                aria-current={option === entry ? 'page' : undefined}
                // The brand's light tint is too pale for brand-coloured text in the light theme (AA).
                style={{ '--nl-color': 'var(--mantine-color-text)' } as React.CSSProperties}
                onClick={() => send({ type: 'OPTION.SELECT', option: entry })}
              />
            ))}
          </NavLink>
        );
      })}
    </Paper>
  );
}
