import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { ProfileEvent } from '../../../machines/profile.setup';
import { EMAIL_CHANGE_TEXTS } from '../../shared/emailChange';
import type { ProfileForm as Form, ProfileErrors, ProfileField } from '../../shared/profileRules';
import { t } from '../i18n/account.messages';

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
            {t('profile.yourDetails')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('account.firstName')} autoComplete="given-name" {...field('first_name')} />
            <TextInput label={t('account.lastName')} autoComplete="family-name" {...field('last_name')} />
            <TextInput
              label={t('account.username')}
              autoComplete="username"
              error={errors.username ? t(errors.username) : null}
              {...field('username')}
            />
            <TextInput
              label={t('profile.email')}
              type="email"
              autoComplete="email"
              description={t(EMAIL_CHANGE_TEXTS.fieldHint)}
              // Under the field, so it lines up with the username beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...field('email')}
            />
          </SimpleGrid>
          <Title order={3} fz="md" mt="sm">
            {t('profile.changePassword')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('profile.currentPassword')}
              description={t('profile.currentPasswordHint')}
              // Under the field, so the three fields of the row line up (above, it pushed this one down).
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="current-password"
              {...field('currentPassword')}
            />
            <PasswordInput
              label={t('reset.newPassword')}
              autoComplete="new-password"
              error={errors.newPassword ? t(errors.newPassword) : null}
              {...field('newPassword')}
            />
            <PasswordInput
              label={t('reset.confirmNew')}
              autoComplete="new-password"
              error={errors.confirmPassword ? t(errors.confirmPassword) : null}
              {...field('confirmPassword')}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <Button
              variant="default"
              leftSection={<IconPhone size={18} aria-hidden="true" />}
              onClick={() => send({ type: 'PHONE_NUMBERS' })}
            >
              {t('profile.phoneNumbers')}
            </Button>
            <Button type="submit" disabled={!canSave} loading={saving}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
