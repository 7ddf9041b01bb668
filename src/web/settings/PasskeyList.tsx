import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Passkey } from '../../../machines/passkeys.machine';
import { PASSKEY_TEXTS } from '../../shared/passkeys';
import { t } from '../i18n/account.messages';
import { localTime } from './localTime';

interface ListProps {
  passkeys: Passkey[];
  onRename: (id: string) => void;
  onRemove: (id: string) => void;
}

function PasskeyCard({ passkey, onRename, onRemove }: { passkey: Passkey } & Omit<ListProps, 'passkeys'>) {
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="passkey-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <IconKey size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            {/* A long name wraps rather than widening the page at 390 px. */}
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(PASSKEY_TEXTS.created)} {localTime(passkey.created_at)}
            </Text>
            <Text size="sm" c="dimmed">
              {passkey.last_used_at === null
                ? t(PASSKEY_TEXTS.neverUsed)
                : t('passkeys.lastUsedAt', { date: localTime(passkey.last_used_at) })}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            aria-label={`${t(PASSKEY_TEXTS.rename)} ${passkey.name}`}
            onClick={() => onRename(passkey.id)}
          >
            {t(PASSKEY_TEXTS.rename)}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-label={`${t(PASSKEY_TEXTS.remove)} ${passkey.name}`}
            onClick={() => onRemove(passkey.id)}
          >
            {t(PASSKEY_TEXTS.remove)}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** One card per passkey, oldest first as the server lists them. */
export function PasskeyList({ passkeys, onRename, onRemove }: ListProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t(PASSKEY_TEXTS.title)}
    >
      {passkeys.map((passkey) => (
        <PasskeyCard key={passkey.id} passkey={passkey} onRename={onRename} onRemove={onRemove} />
      ))}
    </Stack>
  );
}
