import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { SignInActor } from '../../../machines/signIn.machine';
import { t } from '../i18n/account.messages';
import { FormAlert } from './FormAlert';
import { SecondFactorField } from './SecondFactorField';

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
    <form onSubmit={submit} noValidate aria-label={t('account.twoFactorForm')}>
      <Stack gap="md">
        <Text size="sm">
          {byApp ? t('account.twoFactorAppPrompt') : t('account.twoFactorRecoveryPrompt')}
        </Text>
        <SecondFactorField
          kind={byApp ? 'authenticator' : 'recovery'}
          value={byApp ? code : recoveryCode}
          onChange={byApp ? setCode : setRecoveryCode}
        />
        <FormAlert text={error} />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => actor.send({ type: 'BACK' })}>
            {t('account.backToSignIn')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => actor.send({ type: byApp ? 'METHOD.RECOVERY' : 'METHOD.AUTHENTICATOR' })}
          >
            {byApp ? t('account.useRecoveryCode') : t('account.useAuthenticatorCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
