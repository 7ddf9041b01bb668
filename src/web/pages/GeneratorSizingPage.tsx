import { Container } from '@mantine/core';
import { sizingPage } from '../../content/sizing/sizingPage';
import { PageHeader } from '../components/PageHeader';
import { SizingGuide } from '../sizing/SizingGuide';

/** "What size generator do I need?" (issue 27): the sizing guide, prerendered at its first step. */
export function GeneratorSizingPage() {
  return (
    <>
      <PageHeader
        eyebrow={sizingPage.eyebrow}
        title={sizingPage.title}
        intro={sizingPage.intro}
        description={sizingPage.description}
      />
      <Container size="lg" pb="xl">
        <SizingGuide />
      </Container>
    </>
  );
}
