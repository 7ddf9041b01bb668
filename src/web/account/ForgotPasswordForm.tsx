import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { t } from '../i18n/account.messages';
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
    <form onSubmit={submit} noValidate aria-label={t('account.recoveryTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
        />
        <FormAlert text={error} />
        <FormAlert text={notice} kind="success" />
        <Button type="submit" fullWidth loading={sending} disabled={notice !== null}>
          {t('forgot.send')}
        </Button>
        {onShowSignIn ? (
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={onShowSignIn}>
              {t('account.backToSignIn')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
