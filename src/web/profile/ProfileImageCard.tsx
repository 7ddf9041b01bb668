import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import type { ProfileEvent } from '../../../machines/profile.setup';
import { RetryNote } from '../components/RetryNote';
import { t } from '../i18n/account.messages';

/** Choose an image file (images only), then upload it (SPEC 2 and 5). */
export function ProfileImageCard({
  username,
  profileimg,
  file,
  uploading,
  retrying,
  send,
}: {
  username: string;
  profileimg: string | null;
  file: Blob | null;
  uploading: boolean;
  retrying: boolean;
  send: (event: ProfileEvent) => void;
}) {
  return (
    <Paper component="section" aria-labelledby="profile-image-title" withBorder radius="md" p="lg">
      <Stack align="center" gap="md">
        <Title order={2} fz="lg" id="profile-image-title">
          {t('profile.imageTitle')}
        </Title>
        <Avatar
          src={profileimg}
          alt={profileimg ? t('profile.imageOf', { username }) : ''}
          size={128}
          radius={128}
          color="brand"
        >
          {username.slice(0, 2).toUpperCase()}
        </Avatar>
        <FileInput
          w="100%"
          label={t('profile.chooseImage')}
          accept="image/*"
          clearable
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          value={file instanceof File ? file : null}
          onChange={(chosen) => send({ type: 'FILE.CHOSEN', file: chosen })}
          disabled={uploading}
        />
        <Stack gap={0} w="100%">
          <Button
            fullWidth
            leftSection={<IconUpload size={18} aria-hidden="true" />}
            loading={uploading}
            onClick={() => send({ type: 'UPLOAD' })}
          >
            {t('profile.upload')}
          </Button>
          <RetryNote retrying={retrying} />
        </Stack>
        <Text size="xs" c="dimmed" ta="center">
          {t('profile.imageRules')}
        </Text>
      </Stack>
    </Paper>
  );
}
