import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/signUp.machine';
import { USERNAME_MAX } from '../../shared/accountRules';
import type { SignUpField, SignUpValues } from '../../shared/authForms';
import { SIGN_UP_PASSWORD_MIN } from '../../shared/password';
import { t } from '../i18n/account.messages';
import { FormAlert } from './FormAlert';

export type SignUpActor = ActorRefFrom<typeof signUpMachine>;

const EMPTY: SignUpValues = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  password: '',
  confirm: '',
};

/** The sign-up form of the login modal and of /register. */
export function SignUpForm({
  actor,
  prefill = {},
  onShowSignIn,
}: {
  actor: SignUpActor;
  prefill?: Partial<SignUpValues>;
  onShowSignIn: () => void;
}) {
  const { error, highlighted } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('editing'));
  const [values, setValues] = useState<SignUpValues>({ ...EMPTY, ...prefill });

  const field = (name: SignUpField) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    // Highlighted (red) while the machine keeps the field in its 2 s highlight.
    error: highlighted.includes(name),
    required: true,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT', values });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.signUpTitle')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.firstName')}
            autoComplete="given-name"
            {...field('first_name')}
            data-autofocus
          />
          <TextInput label={t('account.lastName')} autoComplete="family-name" {...field('last_name')} />
        </SimpleGrid>
        <TextInput label={t('account.email')} type="email" autoComplete="email" {...field('email')} />
        <TextInput
          label={t('account.username')}
          autoComplete="username"
          description={t('account.usernameCount', { count: [...values.username].length, max: USERNAME_MAX })}
          {...field('username')}
        />
        <PasswordInput
          label={t('account.password')}
          autoComplete="new-password"
          description={t('account.passwordCount', {
            min: SIGN_UP_PASSWORD_MIN,
            count: [...values.password].length,
          })}
          {...field('password')}
        />
        <PasswordInput
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          {...field('confirm')}
        />
        <FormAlert text={error} />
        <Button type="submit" fullWidth loading={busy}>
          {t('account.signUpButton')}
        </Button>
        <Group justify="center">
          <Text size="sm">
            {t('account.haveAccount')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={onShowSignIn}>
              {t('account.signInLink')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
