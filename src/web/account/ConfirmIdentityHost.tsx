import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Button,
  Group,
  getDefaultZIndex,
  LoadingOverlay,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type ConfirmMethod, confirmIdentityMachine } from '../../../machines/confirmIdentity.machine';
import { provideIdentityConfirmer } from '../../../machines/identityConfirmation';
import type { MessageId } from '../../shared/i18n/catalogs';
import { CONFIRMATION_WINDOW_MINUTES } from '../../shared/sessionRules';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { FormAlert } from './FormAlert';
import { SecondFactorField } from './SecondFactorField';

const METHODS = [
  { value: 'password', label: 'confirmIdentity.methodPassword' },
  { value: 'authenticator', label: 'confirmIdentity.methodAuthenticator' },
  { value: 'recovery', label: 'confirmIdentity.methodRecovery' },
] as const satisfies readonly { value: ConfirmMethod; label: MessageId }[];

type Answer = ((confirmed: boolean) => void) | null;

/** Answers the call waiting for the dialog, once. */
function settle(answer: RefObject<Answer>, confirmed: boolean): void {
  answer.current?.(confirmed);
  answer.current = null;
}

/**
 * "Confirm it's you" for the signed-in screens (issue 26): while it is mounted, a sensitive call the server
 * refuses until the user confirms (machines/identityConfirmation.ts) opens this dialog and is sent again
 * once the user has confirmed.
 */
export function ConfirmIdentityHost() {
  const answer = useRef<Answer>(null);
  const actor = useFlow(confirmIdentityMachine, {
    effects: { confirmed: () => settle(answer, true), cancelled: () => settle(answer, false) },
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { send } = actor;
  useEffect(() => {
    const withdraw = provideIdentityConfirmer(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          actor.send({ type: 'REQUEST' });
        }),
    );
    return () => {
      withdraw();
      // A screen left mid-question: the waiting call gets its refusal.
      settle(answer, false);
    };
  }, [actor]);
  const [secret, setSecret] = useState('');
  const { method, error } = state.context;
  const opened = !state.matches('idle');
  useEffect(() => {
    if (!opened) setSecret('');
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', secret });
  };
  const choose = (value: string) => {
    setSecret('');
    const chosen = METHODS.find((m) => m.value === value);
    if (chosen) send({ type: 'METHOD.CHOSEN', method: chosen.value });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'CANCEL' })}
      title={t('confirmIdentity.title')}
      // Above the dialog whose action asked for it (ending a session, removing a passkey), which stays open.
      zIndex={getDefaultZIndex('modal') + 10}
      closeButtonProps={{ 'aria-label': t('account.close') }}
    >
      <LoadingOverlay visible={state.hasTag('busy')} />
      <form onSubmit={submit} noValidate aria-label={t('confirmIdentity.title')}>
        <Stack gap="md">
          <Text size="sm">{t('confirmIdentity.intro', { minutes: CONFIRMATION_WINDOW_MINUTES })}</Text>
          <SegmentedControl
            fullWidth
            size="xs"
            data={METHODS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={method}
            onChange={choose}
            aria-label={t('confirmIdentity.with')}
          />
          {method === 'password' ? (
            <PasswordInput
              label={t('account.password')}
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.currentTarget.value)}
              data-autofocus
            />
          ) : (
            <SecondFactorField kind={method} value={secret} onChange={setSecret} />
          )}
          <FormAlert text={error} />
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => send({ type: 'PASSKEY' })}>
              {t('confirmIdentity.usePasskey')}
            </Anchor>
            <Group gap="xs">
              <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
                {t('confirmIdentity.cancel')}
              </Button>
              <Button type="submit">{t('confirmIdentity.confirm')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
