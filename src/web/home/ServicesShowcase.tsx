import { Anchor, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { servicesShowcase } from '../../content/home';
import { RevealSection } from '../components/RevealSection';
import classes from './home.module.css';
import { HomeIcon } from './homeIcons';

export function ServicesShowcase() {
  return (
    <RevealSection aria-labelledby="showcase-heading" className={`${classes.section} ${classes.band}`}>
      <Container size="lg">
        <Title id="showcase-heading" order={2} fz={{ base: 28, sm: 36 }}>
          {servicesShowcase.heading}
        </Title>
        <Text c="dimmed" mt="xs" mb={40} maw={640}>
          {servicesShowcase.intro}
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          className={classes.plainList}
        >
          {servicesShowcase.items.map((item) => (
            <Card
              component="li"
              key={item.title}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.card}
            >
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <HomeIcon name={item.icon} />
              </ThemeIcon>
              <Title order={3} fz="h4" mt="md">
                {item.title}
              </Title>
              <Text size="sm" c="dimmed" mt="xs" className={classes.grow}>
                {item.text}
              </Text>
              <Anchor component={Link} to={item.to} fw={700} mt="md" className={classes.cardLink}>
                <Group gap={6} wrap="nowrap" component="span">
                  {item.action}
                  <IconArrowRight size={16} aria-hidden="true" />
                </Group>
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  );
}
