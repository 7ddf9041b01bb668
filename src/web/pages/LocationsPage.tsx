import { Anchor, Button, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { locations, locationsMeta } from '../../content/locations';
import { site } from '../../content/site';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import { TrustFacts } from '../components/TrustFacts';
import { t } from '../i18n/pages.messages';
import { LINK_MARK, TextWithLink } from '../i18n/TextWithLink';
import { LocationCard } from '../locations/LocationCard';
import { OpeningHoursList } from '../locations/OpeningHoursList';
import { ServiceAreaMap } from '../locations/ServiceAreaMap';

export function LocationsPage() {
  const { hash } = useLocation();
  const { emergency } = site.trust;
  return (
    <>
      <PageHeader
        eyebrow={t('locations.eyebrow')}
        title={locationsMeta.title}
        intro={locationsMeta.intro}
        description={locationsMeta.description}
      />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mb="xl">
          <ServiceAreaMap locations={locations} />
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="emergency-heading">
            <Title id="emergency-heading" order={2} fz="h3">
              {t('locations.emergencyHeading')}
            </Title>
            <Text mt="xs" c="dimmed">
              {t('locations.emergencyText', { note: emergency.note })}
            </Text>
            <Button
              component="a"
              href={emergency.href}
              size="md"
              mt="md"
              leftSection={<IconPhoneCall size={18} aria-hidden="true" />}
              aria-label={t('locations.emergencyCall', { phone: emergency.display })}
            >
              {emergency.display}
            </Button>
            <Title order={3} fz="h5" mt="xl" mb={6}>
              {t('locations.officeHours')}
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
          <TextWithLink
            text={t('locations.outside', { phone: LINK_MARK })}
            link={
              <Anchor href={site.phone.href} underline="always">
                {site.phone.display}
              </Anchor>
            }
          />
        </Text>
        <TrustFacts />
      </Container>
      <CallToAction
        heading={t('locations.ctaHeading')}
        text={t('locations.ctaText')}
        estimateLabel={t('locations.ctaEstimate')}
      />
    </>
  );
}
