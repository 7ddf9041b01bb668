import { Container, Grid } from '@mantine/core';
import { useState } from 'react';
import {
  type SettingsGroup,
  type SettingsMenuEffect,
  type SettingsOption,
  settingsMenuMachine,
} from '../../../machines/settingsMenu.machine';
import { readCookie, writeCookie } from '../../api/cookies';
import { type EffectHandlers, useFlowState } from '../hooks/useFlow';
import { ActiveSessionsScreen } from './ActiveSessionsScreen';
import { EmailTogglesScreen } from './EmailTogglesScreen';
import { PasskeysScreen } from './PasskeysScreen';
import { PhoneNumbersScreen } from './PhoneNumbersScreen';
import { SettingsMenu } from './SettingsMenu';
import { TwoFactorScreen } from './TwoFactorScreen';

const menuEffects: EffectHandlers<SettingsMenuEffect> = {
  persistGroups: (groups) => {
    writeCookie('isAccountSecurityOpen', groups.isAccountSecurityOpen);
    writeCookie('isNotificationOpen', groups.isNotificationOpen);
  },
  persistOption: ({ option }) => writeCookie('selectedSettingOption', option),
};

const SCREENS: Record<SettingsOption, () => React.JSX.Element> = {
  twoFactorAuth: TwoFactorScreen,
  passkeys: PasskeysScreen,
  activeSessions: ActiveSessionsScreen,
  phoneNumbers: PhoneNumbersScreen,
  email: EmailTogglesScreen,
};

function readStored() {
  return {
    selectedSettingOption: readCookie('selectedSettingOption'),
    isAccountSecurityOpen: readCookie('isAccountSecurityOpen'),
    isNotificationOpen: readCookie('isNotificationOpen'),
  };
}

/** The settings area: the menu machine decides what is open and chosen; the chosen screen renders beside. */
export function SettingsView({ preset }: { preset?: unknown }) {
  // The input is read once: the machine owns the choice from then on.
  const [input] = useState(() => ({ stored: readStored(), preset }));
  const [state, send] = useFlowState(settingsMenuMachine, { input, effects: menuEffects });
  const groups = state.value.groups;
  const openGroup: SettingsGroup | null =
    groups === 'accountSecurity' || groups === 'notifications' ? groups : null;
  const chosen = state.value.option;
  const option = chosen === 'none' || chosen === 'resolving' ? null : chosen;
  const Screen = option ? SCREENS[option] : null;
  return (
    <Container size="lg" pb={64}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <SettingsMenu openGroup={openGroup} option={option} send={send} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {/* SPEC 2: nothing is shown until an option is chosen. */}
          {Screen ? <Screen key={option} /> : null}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
