import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { ProfileEvent } from '../../../machines/profile.setup';
import { EMAIL_CHANGE_TEXTS } from '../../shared/emailChange';
import type { ProfileForm as Form, ProfileErrors, ProfileField } from '../../shared/profileRules';

export function ProfileForm({
  form,
  errors,
  canSave,
  saving,
  send,
}: {
  form: Form;
  errors: ProfileErrors;
  canSave: boolean;
  saving: boolean;
  send: (event: ProfileEvent) => void;
}) {
  const field = (name: ProfileField) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      send({ type: 'FIELD.CHANGED', field: name, value: event.currentTarget.value }),
    disabled: saving,
  });
  return (
    <Paper component="section" aria-labelledby="profile-details-title" withBorder radius="md" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SAVE' });
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="profile-details-title">
            Your details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...field('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...field('last_name')} />
            <TextInput
              label="Username"
              autoComplete="username"
              error={errors.username}
              {...field('username')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              description={EMAIL_CHANGE_TEXTS.fieldHint}
              // Under the field, so it lines up with the username beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...field('email')}
            />
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            Change password
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label="Current password"
              description="Needed to change your e-mail or password"
              // Under the field, so the three fields of the row line up (above, it pushed this one down).
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="current-password"
              {...field('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              error={errors.newPassword}
              {...field('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword}
              {...field('confirmPassword')}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <Button
              variant="default"
              leftSection={<IconPhone size={18} aria-hidden="true" />}
              onClick={() => send({ type: 'PHONE_NUMBERS' })}
            >
              Phone Numbers
            </Button>
            <Button type="submit" disabled={!canSave} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
