import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { estimateIntro } from '../../content/home';
import { site } from '../../content/site';
import { RevealSection } from '../components/RevealSection';
import { t } from '../i18n/home.messages';
import { LINK_MARK, TextWithLink } from '../i18n/TextWithLink';
import { InlineEstimate } from '../leads/InlineEstimate';
import classes from './home.module.css';

// The home page's place for the inline estimate form (SPEC section 2, Home). The leads work mounts
// the form in the slot below and edits only this file.
export function EstimateSection() {
  return (
    <RevealSection id="estimate" aria-labelledby="estimate-heading" className={classes.section}>
      <Container size="md">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.estimateCard}>
          <Title id="estimate-heading" order={2} fz={{ base: 28, sm: 34 }}>
            {estimateIntro.heading}
          </Title>
          <Text c="dimmed" mt="sm" mb="lg" maw={640}>
            {estimateIntro.text}
          </Text>
          <InlineEstimate />
          <Text size="sm" mt="lg">
            <TextWithLink
              text={t('home.preferToTalk', { phone: LINK_MARK })}
              link={
                <Anchor href={site.phone.href} underline="always">
                  {site.phone.display}
                </Anchor>
              }
            />
          </Text>
        </Paper>
      </Container>
    </RevealSection>
  );
}
