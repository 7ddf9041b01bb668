import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorEvent } from '../../../machines/twoFactorSetup.machine';
import { TWO_FACTOR_TEXTS } from '../../shared/settingsTexts';

/** SPEC 5: a current code or, when that is blank, a recovery code; both blank sends nothing. */
export function DisableTwoFactorModal({
  opened,
  busy,
  code,
  recoveryCode,
  error,
  send,
}: {
  opened: boolean;
  busy: boolean;
  code: string;
  recoveryCode: string;
  error: string | null;
  send: (event: TwoFactorEvent) => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => send({ type: 'DISABLE.CLOSE' })}
      title={TWO_FACTOR_TEXTS.disableTitle}
    >
      <LoadingOverlay visible={busy} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'DISABLE.SUBMIT' });
        }}
      >
        <Stack>
          <Text size="sm">{TWO_FACTOR_TEXTS.disableIntro}</Text>
          <TextInput
            label="Authenticator code"
            placeholder="6 digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error}
            onChange={(event) => send({ type: 'DISABLE_CODE.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label={TWO_FACTOR_TEXTS.recoveryCodeLabel}
            value={recoveryCode}
            autoComplete="off"
            onChange={(event) => send({ type: 'RECOVERY_CODE.CHANGED', value: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'DISABLE.CLOSE' })}>
              Cancel
            </Button>
            <Button type="submit" color="red.9">
              Disable 2FA
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
