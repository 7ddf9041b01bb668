import { Button, Card, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ProductCategory } from '../../content/catalogue/categories';
import classes from './catalogue.module.css';

/** Cards in the first row at the widest layout; their pictures are above the fold. */
const FIRST_ROW = 2;

/** The products overview: one picture card per category, each with a link to its page. */
export function CategoryCards({ categories }: { categories: readonly ProductCategory[] }) {
  return (
    <Container size="lg" pb={64}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {categories.map((category, index) => (
          <Card key={category.slug} withBorder radius="md" padding="lg" shadow="sm" className={classes.card}>
            <Card.Section>
              <Image
                src={category.picture.src}
                width={category.picture.width}
                height={category.picture.height}
                alt={category.picture.alt}
                loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                decoding="async"
                className={classes.picture}
              />
            </Card.Section>
            <Title order={2} fz="h3" mt="md" mb={6}>
              {category.title}
            </Title>
            <Text size="sm" c="dimmed" mb="lg" className={classes.grow}>
              {category.summary}
            </Text>
            <Button
              component={Link}
              to={category.path}
              variant="outline"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {category.linkLabel}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
