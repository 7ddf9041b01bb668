import { Anchor, Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { locations, locationsMeta } from '../../content/locations';
import { site } from '../../content/site';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import { TrustFacts } from '../components/TrustFacts';
import { LocationCard } from '../locations/LocationCard';
import { OpeningHoursList } from '../locations/OpeningHoursList';
import { ServiceAreaMap } from '../locations/ServiceAreaMap';

export function LocationsPage() {
  const { hash } = useLocation();
  const { emergency } = site.trust;
  return (
    <>
      <PageHeader
        eyebrow="Locations"
        title={locationsMeta.title}
        intro={locationsMeta.intro}
        description={locationsMeta.description}
      />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mb="xl">
          <ServiceAreaMap locations={locations} />
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="emergency-heading">
            <Title id="emergency-heading" order={2} fz="h3">
              Power out? We answer around the clock
            </Title>
            <Text mt="xs" c="dimmed">
              {`${emergency.note}. A technician calls you back within the hour and the nearest van is dispatched.`}
            </Text>
            <Button
              component="a"
              href={emergency.href}
              size="md"
              mt="md"
              leftSection={<IconPhoneCall size={18} aria-hidden="true" />}
              aria-label={`Call the 24/7 emergency line at ${emergency.display}`}
            >
              {emergency.display}
            </Button>
            <Title order={3} fz="h5" mt="xl" mb={6}>
              Office hours, all three bases
            </Title>
            <OpeningHoursList hours={site.trust.hours} />
          </Card>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {locations.map((location) => (
            <LocationCard key={location.city} location={location} targeted={hash === `#${location.anchor}`} />
          ))}
        </SimpleGrid>
        <Text mt="xl" c="dimmed" size="sm">
          Outside these areas? We are Florida only for now, but call{' '}
          <Anchor href={site.phone.href} underline="always">
            {site.phone.display}
          </Anchor>{' '}
          and we will tell you honestly whether we can help or who can.
        </Text>
        <TrustFacts />
      </Container>
      <CallToAction
        heading="Book a free site visit"
        text="Our local team will look at your home or site, talk through what you need powered and give you a written estimate."
        estimateLabel="Get a free estimate"
      />
    </>
  );
}
