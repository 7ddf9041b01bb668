import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { locations, locationsMeta } from '../../content/locations';
import { site } from '../../content/site';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import classes from '../components/pageSections.module.css';

export function LocationsPage() {
  const { hash } = useLocation();
  return (
    <>
      <PageHeader
        eyebrow="Locations"
        title={locationsMeta.title}
        intro={locationsMeta.intro}
        description={locationsMeta.description}
      />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {locations.map((location) => (
            <Card
              key={location.city}
              id={location.anchor}
              component="section"
              aria-labelledby={`${location.anchor}-heading`}
              withBorder
              padding="lg"
              radius="lg"
              className={classes.anchorCard}
              data-targeted={hash === `#${location.anchor}` || undefined}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
                  <IconMapPin size={22} />
                </ThemeIcon>
                <Title id={`${location.anchor}-heading`} order={2} fz="h3">
                  {location.label}
                </Title>
              </Group>
              <Text c="dimmed" mt="md" size="sm">
                {location.summary}
              </Text>
              <Title order={3} fz="h5" mt="lg" mb={6}>
                Areas served
              </Title>
              <List size="sm" spacing={4}>
                {location.areasServed.map((area) => (
                  <List.Item key={area}>{area}</List.Item>
                ))}
              </List>
              <Title order={3} fz="h5" mt="lg" mb={6}>
                What we do here
              </Title>
              <List size="sm" spacing={4} mb="lg">
                {location.whatWeDo.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Button
                component="a"
                href={location.phone.href}
                variant="light"
                mt="auto"
                leftSection={<IconPhone size={16} aria-hidden="true" />}
                aria-label={`Call our ${location.city} team at ${location.phone.display}`}
              >
                {location.phone.display}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="xl" c="dimmed" size="sm">
          Outside these areas? We are Florida only for now, but call{' '}
          <Anchor href={site.phone.href} underline="always">
            {site.phone.display}
          </Anchor>{' '}
          and we will tell you honestly whether we can help or who can.
        </Text>
      </Container>
      <CallToAction
        heading="Book a free site visit"
        text="Our local team will look at your home or site, talk through what you need powered and give you a written estimate."
        estimateLabel="Get a free estimate"
      />
    </>
  );
}
