import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { aboutPage } from '../../content/about';
import { CallToAction } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import classes from '../components/pageSections.module.css';
import { ServiceVanArt } from '../components/ServiceVanArt';
import { TextSections } from '../components/TextSections';
import { TrustFacts } from '../components/TrustFacts';
import { t } from '../i18n/pages.messages';

export function AboutPage() {
  const { values, cta } = aboutPage;
  return (
    <>
      <PageHeader
        eyebrow={t('about.eyebrow')}
        title={aboutPage.title}
        intro={aboutPage.intro}
        description={aboutPage.description}
      />
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <div>
            <TextSections sections={[aboutPage.whoWeAre]} />
          </div>
          <figure className={classes.figure}>
            <ServiceVanArt />
          </figure>
        </SimpleGrid>
        <div className={classes.prose}>
          <TextSections sections={[aboutPage.whatWeDo]} />
        </div>
        <section aria-labelledby="values-heading">
          <Title id="values-heading" order={2} fz={{ base: 24, sm: 28 }} mt="xl" mb="lg">
            {values.heading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {values.items.map((value) => (
              <Card key={value.title} withBorder radius="lg" padding="lg">
                <Title order={3} fz="h4">
                  {value.title}
                </Title>
                <Text size="sm" c="dimmed" mt="xs">
                  {value.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <TrustFacts />
      </Container>
      <CallToAction
        heading={cta.heading}
        text={cta.text}
        estimateLabel={cta.estimateLabel}
        secondary={{ label: cta.storyLabel, to: '/about/our-story' }}
      />
    </>
  );
}
