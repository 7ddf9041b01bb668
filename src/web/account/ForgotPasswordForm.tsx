import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { FormAlert } from './FormAlert';

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>;

/** The Password Recovery view: an e-mail address, then the server's answer. */
export function ForgotPasswordForm({
  actor,
  onShowSignIn,
}: {
  actor: ForgotPasswordActor;
  onShowSignIn?: () => void;
}) {
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const { error, notice } = useSelector(actor, (snapshot) => snapshot.context);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', email });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Password Recovery">
      <Stack gap="md">
        <Text size="sm">
          Enter the e-mail address of your account and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <FormAlert text={error} />
        <FormAlert text={notice} kind="success" />
        <Button type="submit" fullWidth loading={sending} disabled={notice !== null}>
          Send reset link
        </Button>
        {onShowSignIn ? (
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={onShowSignIn}>
              Back to sign in
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
