import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { site } from '../../content/site';
import { PageMeta } from './PageMeta';

/** The top of every page: its one h1 and a short intro. */
/**
 * `description` becomes the page's meta description (search results); every page passes its own, so
 * titles and descriptions stay unique per route.
 */
export function PageHeader({
  title,
  intro,
  eyebrow,
  description,
  noIndex = false,
}: {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  description: string;
  /** For pages search engines should not list (see PageMeta). */
  noIndex?: boolean;
}) {
  return (
    <Container size="lg" pt={{ base: 'xl', md: 56 }} pb="lg">
      <PageMeta title={`${title} · ${site.companyName}`} description={description} noIndex={noIndex} />
      {eyebrow ? (
        <Text c="brand" fw={800} tt="uppercase" fz="sm" mb={6} style={{ letterSpacing: 2 }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1} fz={{ base: 32, md: 44 }} lh={1.15}>
        {title}
      </Title>
      <Text size="lg" c="dimmed" mt="md" maw={760}>
        {intro}
      </Text>
    </Container>
  );
}
