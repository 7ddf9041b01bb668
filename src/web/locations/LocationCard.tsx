import { Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { Location } from '../../content/locations';
import { site } from '../../content/site';
import classes from '../components/pageSections.module.css';
import { t } from '../i18n/pages.messages';
import { OpeningHoursList } from './OpeningHoursList';

/** One base on /locations: where it is, its line and hours, and the area its team covers. */
export function LocationCard({ location, targeted }: { location: Location; targeted: boolean }) {
  const headingId = `${location.anchor}-heading`;
  return (
    <Card
      id={location.anchor}
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="lg"
      radius="lg"
      className={classes.anchorCard}
      data-targeted={targeted || undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <IconMapPin size={22} />
        </ThemeIcon>
        <Title id={headingId} order={2} fz="h3">
          {location.label}
        </Title>
      </Group>
      <Text component="address" size="sm" mt="md" fs="normal">
        {site.companyName}
        <br />
        {location.address.street}
        <br />
        {`${location.address.locality}, ${site.state} ${location.address.postalCode}`}
      </Text>
      <Text c="dimmed" mt="md" size="sm">
        {location.summary}
      </Text>
      <Title order={3} fz="h5" mt="lg" mb={6}>
        {t('locations.openingHours')}
      </Title>
      <OpeningHoursList hours={location.hours} />
      <Title order={3} fz="h5" mt="lg" mb={6}>
        {t('locations.areasServed')}
      </Title>
      <List size="sm" spacing={4}>
        {location.areasServed.map((area) => (
          <List.Item key={area}>{area}</List.Item>
        ))}
      </List>
      <Title order={3} fz="h5" mt="lg" mb={6}>
        {t('locations.whatWeDoHere')}
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
        aria-label={t('locations.callTeam', { city: location.city, phone: location.phone.display })}
      >
        {location.phone.display}
      </Button>
    </Card>
  );
}
