import { Container, SimpleGrid } from '@mantine/core';
import { ourStory } from '../../content/about';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import classes from '../components/pageSections.module.css';
import { StormTracksMap } from '../components/StormTracksMap';
import { TextSections } from '../components/TextSections';
import { t } from '../i18n/pages.messages';

export function OurStoryPage() {
  const { cta } = ourStory;
  return (
    <>
      <PageHeader
        eyebrow={t('about.eyebrow')}
        title={ourStory.title}
        intro={ourStory.intro}
        description={ourStory.description}
      />
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <article className={classes.prose} aria-label={ourStory.title}>
            <TextSections sections={ourStory.sections} />
          </article>
          <figure className={classes.figure}>
            <StormTracksMap storms={ourStory.storms} />
          </figure>
        </SimpleGrid>
      </Container>
      <CallToAction
        heading={cta.heading}
        text={cta.text}
        estimateLabel={cta.estimateLabel}
        secondary={{ label: cta.aboutLabel, to: '/about' }}
      />
    </>
  );
}
