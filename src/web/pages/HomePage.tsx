import { Button, Container, Group } from '@mantine/core';
import { IconArrowRight, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { PageHeader } from '../components/PageHeader';

export function HomePage() {
  return (
    <>
      <PageHeader
        eyebrow={site.companyName}
        title="Generator power you can count on when the grid goes down"
        intro={`We sell, install and maintain standby and portable generators, fire pumps, transfer switches and fuel tanks for homes, businesses, industrial and agricultural sites in ${site.cities.join(', ')}.`}
      />
      <Container size="lg" pb="xl">
        <Group gap="sm">
          <Button component={Link} to="/services" size="md" rightSection={<IconArrowRight size={18} />}>
            Explore services
          </Button>
          <Button component={Link} to="/products" size="md" variant="default">
            Browse products
          </Button>
          <Button
            component="a"
            href={site.phone.href}
            size="md"
            variant="subtle"
            leftSection={<IconPhone size={18} />}
          >
            {site.phone.display}
          </Button>
        </Group>
      </Container>
    </>
  );
}
