import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { whyChooseUs } from '../../content/home';
import { RevealSection } from '../components/RevealSection';
import classes from './home.module.css';
import { HomeIcon } from './homeIcons';

export function WhyChooseUs() {
  return (
    <RevealSection aria-labelledby="why-heading" className={classes.section}>
      <Container size="lg">
        <Title id="why-heading" order={2} ta="center" fz={{ base: 28, sm: 36 }}>
          {whyChooseUs.heading}
        </Title>
        <Text c="dimmed" ta="center" mt="xs" mb={40}>
          {whyChooseUs.intro}
        </Text>
        <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.plainList}>
          {whyChooseUs.cards.map((card) => (
            <Card
              component="li"
              key={card.title}
              withBorder
              radius="lg"
              padding="xl"
              className={classes.card}
            >
              {/* Dark slate on the brand amber: about 10:1, where white was 1.6:1 (graphics need 3:1). */}
              <ThemeIcon size={56} radius="xl" c="dark.9" aria-hidden="true">
                <HomeIcon name={card.icon} size={30} />
              </ThemeIcon>
              <Title order={3} fz="h3" mt="md">
                {card.title}
              </Title>
              <Text c="dimmed" mt="xs">
                {card.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </RevealSection>
  );
}
