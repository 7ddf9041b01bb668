import { Stack, Switch } from '@mantine/core';
import { emailTogglesMachine } from '../../../machines/emailToggles.machine';
import {
  EMAIL_NOTIFICATION_KEYS,
  LOCKED_NOTIFICATION,
  NOTIFICATION_FIELD_NAMES,
} from '../../shared/emailNotificationPrefs';
import type { MessageId } from '../../shared/i18n/catalogs';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { SettingsScreen } from './SettingsScreen';

const DESCRIPTIONS: Record<(typeof EMAIL_NOTIFICATION_KEYS)[number], MessageId> = {
  password_change: 'notifications.descPasswordChange',
  inquiry_verification: 'notifications.descInquiry',
  estimate_verification: 'notifications.descEstimate',
  phone_number_change: 'notifications.descPhone',
};

const LOCKED_STYLES = {
  track: {
    backgroundColor: 'var(--mantine-color-brand-filled)',
    borderColor: 'var(--mantine-color-brand-filled)',
    opacity: 0.75,
  },
  thumb: { backgroundColor: 'var(--mantine-color-white)' },
  label: { color: 'var(--mantine-color-text)' },
};

export function EmailTogglesScreen() {
  const [state, send] = useFlowState(emailTogglesMachine, { effects: {} });
  const { prefs, pending } = state.context;
  const loading = state.matches('loading');
  return (
    <SettingsScreen title={t('notifications.title')} subtitle={t('notifications.subtitle')}>
      <Stack gap="lg">
        {EMAIL_NOTIFICATION_KEYS.map((field) => (
          <Switch
            key={field}
            size="md"
            label={t(NOTIFICATION_FIELD_NAMES[field])}
            description={t(DESCRIPTIONS[field])}
            checked={prefs[field]}
            disabled={
              field === LOCKED_NOTIFICATION || loading || (pending !== null && pending.field !== field)
            }
            aria-busy={pending?.field === field}
            // The locked toggle still reads as on: Mantine greys a disabled switch out as if it were off.
            styles={field === LOCKED_NOTIFICATION ? LOCKED_STYLES : undefined}
            onChange={() => send({ type: 'TOGGLE', field })}
          />
        ))}
      </Stack>
    </SettingsScreen>
  );
}
