import { Box, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import type { ServiceGroup } from '../../content/catalogue/services/types';
import classes from './catalogue.module.css';
import { groupIcon } from './serviceIcons';

/** One titled section per group of a service page, its items as cards. */
export function ServiceGroups({ groups }: { groups: readonly ServiceGroup[] }) {
  return groups.map((group) => <ServiceGroupSection key={group.title} group={group} />);
}

function ServiceGroupSection({ group }: { group: ServiceGroup }) {
  const headingId = useId();
  const Icon = groupIcon(group.title);
  return (
    <Box component="section" aria-labelledby={headingId} mb={48}>
      <Group gap="sm" mb="md">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
        <Title order={2} id={headingId} fz="h3">
          {group.title}
        </Title>
      </Group>
      <ul className={classes.grid} data-gap="md" aria-labelledby={headingId}>
        {group.items.map((item) => (
          <Paper component="li" key={item.name} withBorder radius="md" p="lg">
            <Title order={3} fz="h5" mb={6}>
              {item.name}
            </Title>
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          </Paper>
        ))}
      </ul>
    </Box>
  );
}
