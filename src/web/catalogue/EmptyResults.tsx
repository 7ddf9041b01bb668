import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a catalogue or service page shows when nothing matches, with a way back to everything. */
export function EmptyResults({
  title,
  hint,
  action,
  onAction,
}: {
  title: string;
  hint?: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" mb="md" aria-hidden>
        <IconFilterOff size={28} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {hint ? (
        <Text c="dimmed" mt="xs">
          {hint}
        </Text>
      ) : null}
      <Button mt="lg" variant="outline" onClick={onAction}>
        {action}
      </Button>
    </Paper>
  );
}
