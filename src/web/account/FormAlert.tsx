import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { Message } from '../../shared/i18n/message';
import { t } from '../i18n/account.messages';

const LOOKS = {
  error: { color: 'red', Icon: IconAlertCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
  notice: { color: 'blue', Icon: IconInfoCircle },
} as const;

/** A form's one message: an error (announced at once), a success or a notice (announced when polite). */
export function FormAlert({
  text,
  kind = 'error',
}: {
  text: Message | string | null;
  kind?: 'error' | 'success' | 'notice';
}) {
  if (!text) return null;
  const shown = typeof text === 'string' ? text : t(text);
  const { color, Icon } = LOOKS[kind];
  return (
    <Alert
      role={kind === 'error' ? 'alert' : 'status'}
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden="true" />}
    >
      {shown}
    </Alert>
  );
}
