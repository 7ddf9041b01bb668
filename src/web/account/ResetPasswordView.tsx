import '@mantine/core/styles/PasswordInput.css';
import { Button, Container, Group, Loader, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordResetMachine } from '../../../machines/passwordReset.machine';
import { messages } from '../../shared/messages';
import { NEW_PASSWORD_MIN } from '../../shared/password';
import { RESET_PASSKEY_TEXTS } from '../../shared/resetPasskeys';
import { PageHeader } from '../components/PageHeader';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { FormAlert } from './FormAlert';
import { ResetPasskeyChecklist } from './ResetPasskeyChecklist';

/** /reset-password?token=...&email=...: a new password for the e-mailed link (SPEC 2, 4 and 5). */
export function ResetPasswordView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const actor = useFlow(passwordResetMachine, {
    input: { token: params.get('token'), email: params.get('email') },
    effects: { goHome: () => navigate('/') },
  });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const passkeys = useSelector(actor, (snapshot) => snapshot.context.passkeys);
  const keptIds = useSelector(actor, (snapshot) => snapshot.context.keptIds);
  const passkeysNotice = useSelector(actor, (snapshot) => snapshot.context.passkeysNotice);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', password, confirm });
  };
  const done = state === 'changed' || state === 'leaving';
  const loadingPasskeys = state === 'loadingPasskeys';
  const sendable = state === 'editing' || state === 'saving';
  // Typing may start while the passkeys load; sending waits for them, so the choice is seen first.
  const usable = sendable || loadingPasskeys;

  return (
    <>
      <PageHeader description={t('reset.description')} title={t('reset.title')} intro={t('reset.intro')} />
      <Container size="sm" pb={64}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
            <Stack gap="md">
              <PasswordInput
                label={t('reset.newPassword')}
                autoComplete="new-password"
                description={t('reset.atLeast', { min: NEW_PASSWORD_MIN })}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                disabled={!usable}
                required
                data-autofocus
              />
              <PasswordInput
                label={t('reset.confirmNew')}
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.currentTarget.value)}
                disabled={!usable}
                required
              />
              <div aria-live="polite">
                {loadingPasskeys ? (
                  <Group gap="xs">
                    <Loader size="xs" aria-hidden="true" />
                    <Text size="sm">{t(RESET_PASSKEY_TEXTS.loading)}</Text>
                  </Group>
                ) : null}
              </div>
              {passkeys && passkeys.length > 0 ? (
                <ResetPasskeyChecklist
                  passkeys={passkeys}
                  keptIds={keptIds}
                  disabled={state !== 'editing'}
                  onChange={(ids) => actor.send({ type: 'PASSKEYS.KEPT', ids })}
                />
              ) : null}
              <FormAlert text={passkeysNotice} kind="notice" />
              <FormAlert text={error} />
              <FormAlert text={done ? messages.resetPassword.success : null} kind="success" />
              <Button type="submit" loading={state === 'saving'} disabled={!sendable}>
                {t('reset.change')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Container>
    </>
  );
}
