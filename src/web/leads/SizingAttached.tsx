import { Button, Group, Paper, Text } from '@mantine/core';
import { t } from '../i18n/leads.messages';
import type { EstimateActorRef } from './useEstimateActor';

/** The sizing guide's answers going with the request (issue 27): what they came to, and a way to leave them off. */
export function SizingAttached({ headline, actor }: { headline: string; actor: EstimateActorRef }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={t('estimate.sizingAttached')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text fw={700} size="sm">
            {t('estimate.sizingAttached')}
          </Text>
          <Text size="sm" c="dimmed">
            {headline}
          </Text>
        </div>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={() => actor.send({ type: 'SIZING.REMOVE' })}
        >
          {t('estimate.sizingRemove')}
        </Button>
      </Group>
    </Paper>
  );
}
