import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailChangeMachine } from '../../../machines/emailChange.machine';
import { EMAIL_CHANGE_TEXTS } from '../../shared/emailChange';
import { t } from '../i18n/account.messages';

/**
 * The e-mail change step (issue 26): the code sent to the new address, then Confirm, or Cancel (which
 * leaves the address as it is). Open while the profile runs the step.
 */
export function EmailChangeModal({ step }: { step: ActorRefFrom<typeof emailChangeMachine> }) {
  const context = useSelector(step, (snapshot) => snapshot.context);
  const confirming = useSelector(step, (snapshot) => snapshot.matches('confirming'));
  const open = useSelector(step, (snapshot) => snapshot.status === 'active');
  const cancel = () => step.send({ type: 'CANCEL' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t(EMAIL_CHANGE_TEXTS.cancel) }}
      opened={open}
      onClose={cancel}
      title={t(EMAIL_CHANGE_TEXTS.title)}
    >
      <LoadingOverlay visible={confirming} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          step.send({ type: 'CONFIRM' });
        }}
        noValidate
      >
        <Stack>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t(EMAIL_CHANGE_TEXTS.prompt(context.pendingEmail))}
          </Text>
          {context.notice ? (
            <Text size="sm" c="dimmed">
              {t(context.notice)}
            </Text>
          ) : null}
          <TextInput
            label={t(EMAIL_CHANGE_TEXTS.codeLabel)}
            placeholder={t('account.sixDigitPlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            // No maxLength: a code pasted with a space ("123 456") must arrive whole to lose the space.
            value={context.code}
            error={context.error ? t(context.error) : null}
            // Wrong and expired codes are announced as they come back.
            errorProps={{ role: 'alert' }}
            onChange={(event) => step.send({ type: 'CODE.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={confirming}>
              {t(EMAIL_CHANGE_TEXTS.cancel)}
            </Button>
            <Button type="submit" loading={confirming}>
              {t(EMAIL_CHANGE_TEXTS.confirm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
