import '@mantine/core/styles/PasswordInput.css';
import { Button, Container, Paper, PasswordInput, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { passwordResetMachine } from '../../../machines/passwordReset.machine';
import { messages } from '../../shared/messages';
import { NEW_PASSWORD_MIN } from '../../shared/password';
import { PageHeader } from '../components/PageHeader';
import { useFlow } from '../hooks/useFlow';
import { FormAlert } from './FormAlert';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', password, confirm });
  };
  const done = state === 'changed' || state === 'leaving';
  const usable = state === 'editing' || state === 'saving';

  return (
    <>
      <PageHeader
        description="Choose a new password for your customer account."
        title="Reset your password"
        intro="Choose a new password for your account, using the link we sent to your email address."
      />
      <Container size="sm" pb={64}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate aria-label="Reset your password">
            <Stack gap="md">
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                description={`At least ${NEW_PASSWORD_MIN} characters`}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                disabled={!usable}
                required
                data-autofocus
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.currentTarget.value)}
                disabled={!usable}
                required
              />
              <FormAlert text={error} />
              <FormAlert text={done ? messages.resetPassword.success : null} kind="success" />
              <Button type="submit" loading={state === 'saving'} disabled={!usable}>
                Change password
              </Button>
            </Stack>
          </form>
        </Paper>
      </Container>
    </>
  );
}
