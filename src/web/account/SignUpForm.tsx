import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signUpMachine } from '../../../machines/signUp.machine';
import { USERNAME_MAX } from '../../shared/accountRules';
import type { SignUpField, SignUpValues } from '../../shared/authForms';
import { SIGN_UP_PASSWORD_MIN } from '../../shared/password';
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
    <form onSubmit={submit} noValidate aria-label="Sign Up">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...field('first_name')} data-autofocus />
          <TextInput label="Last name" autoComplete="family-name" {...field('last_name')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <TextInput
          label="Username"
          autoComplete="username"
          description={`${[...values.username].length}/${USERNAME_MAX} characters`}
          {...field('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={`At least ${SIGN_UP_PASSWORD_MIN} characters (currently ${[...values.password].length})`}
          {...field('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...field('confirm')} />
        <FormAlert text={error} />
        <Button type="submit" fullWidth loading={busy}>
          Sign Up
        </Button>
        <Group justify="center">
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component="button" type="button" size="sm" onClick={onShowSignIn}>
              Sign in
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
