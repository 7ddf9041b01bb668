import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorEvent } from '../../../machines/twoFactorSetup.machine';
import type { Message } from '../../shared/i18n/message';
import { TWO_FACTOR_TEXTS } from '../../shared/settingsTexts';
import { t } from '../i18n/account.messages';

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
  error: Message | null;
  send: (event: TwoFactorEvent) => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('account.close') }}
      opened={opened}
      onClose={() => send({ type: 'DISABLE.CLOSE' })}
      title={t(TWO_FACTOR_TEXTS.disableTitle)}
    >
      <LoadingOverlay visible={busy} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'DISABLE.SUBMIT' });
        }}
      >
        <Stack>
          <Text size="sm">{t(TWO_FACTOR_TEXTS.disableIntro)}</Text>
          <TextInput
            label={t('twoFactor.authenticatorCode')}
            placeholder={t('account.sixDigitPlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error ? t(error) : null}
            onChange={(event) => send({ type: 'DISABLE_CODE.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label={t(TWO_FACTOR_TEXTS.recoveryCodeLabel)}
            value={recoveryCode}
            autoComplete="off"
            onChange={(event) => send({ type: 'RECOVERY_CODE.CHANGED', value: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'DISABLE.CLOSE' })}>
              {t('twoFactor.cancel')}
            </Button>
            <Button type="submit" color="red.9">
              {t('twoFactor.disableButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
