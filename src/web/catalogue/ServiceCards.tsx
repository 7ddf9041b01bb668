import { Button, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ServicePageContent } from '../../content/catalogue/services/types';
import { t } from '../i18n/pages.messages';
import classes from './catalogue.module.css';
import { serviceIcons } from './serviceIcons';

/** The services overview: a card per service with its 'Learn More' button (SPEC section 2). */
export function ServiceCards({ services }: { services: readonly ServicePageContent[] }) {
  return (
    <Container size="lg" pb={64}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {services.map((service) => {
          const Icon = serviceIcons[service.slug];
          return (
            <Card key={service.slug} withBorder radius="md" padding="lg" shadow="sm" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={2} fz="h3" mb="xs">
                {service.title}
              </Title>
              <Text size="sm" c="dimmed" mb="lg" className={classes.grow}>
                {service.summary}
              </Text>
              <Button
                component={Link}
                to={service.path}
                variant="outline"
                rightSection={<IconArrowRight size={16} aria-hidden />}
                // Five buttons read the same; the name tells screen-reader users where each one goes.
                aria-label={t('services.learnMoreAbout', { service: service.title })}
              >
                {t('services.learnMore')}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
