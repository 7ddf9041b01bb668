import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { sizingPage } from '../../content/sizing/sizingPage';

/** The way to the sizing guide from the pages where visitors choose a generator (issue 27): a plain link. */
export function SizingGuideLink({ mt = 'xl' }: { mt?: string }) {
  return (
    <Card withBorder radius="lg" padding="md" mt={mt}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <IconRuler2 size={22} />
        </ThemeIcon>
        <div>
          <Anchor component={Link} to={sizingPage.path} fw={700} underline="always">
            {sizingPage.linkText}
          </Anchor>
          <Text size="sm" c="dimmed" mt={2}>
            {sizingPage.linkDescription}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
