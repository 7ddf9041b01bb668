import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, FileInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import type { ProfileEvent } from '../../../machines/profile.setup';
import { RetryNote } from '../components/RetryNote';

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
          Profile image
        </Title>
        <Avatar
          src={profileimg}
          alt={profileimg ? `Profile image of ${username}` : ''}
          size={128}
          radius={128}
          color="brand"
        >
          {username.slice(0, 2).toUpperCase()}
        </Avatar>
        <FileInput
          w="100%"
          label="Choose an image"
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
            Upload image
          </Button>
          <RetryNote retrying={retrying} />
        </Stack>
        <Text size="xs" c="dimmed" ta="center">
          JPEG, PNG, WebP or GIF, up to 5 MB.
        </Text>
      </Stack>
    </Paper>
  );
}
