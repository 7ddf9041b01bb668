import { Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { cityLabel, site } from '../../content/site';
import { PageHeader } from '../components/PageHeader';

export function LocationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Locations"
        title="Where we work"
        intro="We serve Florida only for now, from three cities. Call us to check whether your address is in our service area."
      />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {site.cities.map((city) => (
            <Card key={city} id={city.toLowerCase()} withBorder padding="lg" radius="md">
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={22} color="var(--mantine-color-brand-6)" />
                <Title order={2} fz="h3">
                  {cityLabel(city)}
                </Title>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="lg" c="dimmed">
          Phone: <a href={site.phone.href}>{site.phone.display}</a>
        </Text>
      </Container>
    </>
  );
}
