import { Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface LinkCardItem {
  title: string;
  text: string;
  to: string;
  action: string;
}

/** A grid of cards, each leading to a page (service and product overviews, locations). */
export function LinkCards({ items }: { items: readonly LinkCardItem[] }) {
  return (
    <Container size="lg" pb="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map((item) => (
          <Card key={item.to} withBorder padding="lg" radius="md" shadow="sm">
            <Title order={2} fz="h3" mb="xs">
              {item.title}
            </Title>
            <Text c="dimmed" size="sm" mb="lg" style={{ flexGrow: 1 }}>
              {item.text}
            </Text>
            <Button
              component={Link}
              to={item.to}
              variant="outline"
              rightSection={<IconArrowRight size={16} />}
            >
              {item.action}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
