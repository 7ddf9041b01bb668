import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { SignInActor } from '../../../machines/signIn.machine';
import { CODE_LENGTH, keepCodeDigits } from '../../shared/sixDigitCode';
import { FormAlert } from './FormAlert';

/** The second sign-in step: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorStep({ actor }: { actor: SignInActor }) {
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('twoFactor'));
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const byApp = method === 'authenticator';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'CODE.SUBMIT', code: byApp ? code : recoveryCode });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor authentication">
      <Stack gap="md">
        <Text size="sm">
          {byApp
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'}
        </Text>
        {byApp ? (
          <TextInput
            key="code"
            label="Authentication code"
            placeholder="6 digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(keepCodeDigits(event.currentTarget.value))}
            data-autofocus
          />
        ) : (
          <TextInput
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
            data-autofocus
          />
        )}
        <FormAlert text={error} />
        <Button type="submit" fullWidth loading={busy}>
          Verify
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => actor.send({ type: 'BACK' })}>
            Back to sign in
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => actor.send({ type: byApp ? 'METHOD.RECOVERY' : 'METHOD.AUTHENTICATOR' })}
          >
            {byApp ? 'Use a recovery code' : 'Use an authenticator code'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
