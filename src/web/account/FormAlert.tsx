import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A form's one message: an error (announced at once) or a success notice. */
export function FormAlert({ text, kind = 'error' }: { text: string | null; kind?: 'error' | 'success' }) {
  if (!text) return null;
  const error = kind === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'teal'}
      variant="light"
      icon={
        error ? (
          <IconAlertCircle size={18} aria-hidden="true" />
        ) : (
          <IconCircleCheck size={18} aria-hidden="true" />
        )
      }
    >
      {text}
    </Alert>
  );
}
