import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every settings screen: its title (h2 under the page's h1), subtitle and header action. */
export function SettingsScreen({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="lg">
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        </div>
        {action ? <div style={{ flexShrink: 0 }}>{action}</div> : null}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
