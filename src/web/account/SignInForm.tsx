import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { PasskeySignInActor } from '../../../machines/passkeySignIn.machine';
import type { SignInActor } from '../../../machines/signIn.machine';
import { t } from '../i18n/account.messages';
import { FormAlert } from './FormAlert';
import { PasskeySignInButton } from './PasskeySignInButton';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * The Sign In view: credentials, then the 2FA step when the account asks for it. With a passkey flow (the
 * login modal), a passkey button below, and the e-mail field offers the browser's passkeys as autofill.
 */
export function SignInForm({
  actor,
  passkey,
  onShowSignUp,
  onShowRecovery,
}: {
  actor: SignInActor;
  passkey?: PasskeySignInActor;
  onShowSignUp: () => void;
  onShowRecovery: () => void;
}) {
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (state === 'twoFactor' || state === 'verifyingCode') return <TwoFactorStep actor={actor} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', email, password });
  };
  const busy = state === 'signingIn' || state === 'signedIn' || state === 'reloading';

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.signInTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('account.email')}
          type="email"
          // "webauthn" lets the browser list the site's passkeys here (the flow's autofill request).
          autoComplete={passkey ? 'username webauthn' : 'email'}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label={t('account.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <FormAlert text={error} />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.signInButton')}
        </Button>
        {passkey ? <PasskeySignInButton actor={passkey} /> : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('account.newHere')}{' '}
            <Anchor component="button" type="button" onClick={onShowSignUp} size="sm">
              {t('account.createAccount')}
            </Anchor>
          </Text>
          <Anchor component="button" type="button" onClick={onShowRecovery} size="sm">
            {t('account.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
