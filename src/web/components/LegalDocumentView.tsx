import { Anchor, Box, Container, List, Paper, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isList, type LegalDocument } from '../../content/legal';
import { site } from '../../content/site';
import { pathInLocale } from '../../shared/i18n/locales';
import { t } from '../i18n/catalogue.messages';
import { BackHomeButton } from './BackHomeButton';
import { PageHeader } from './PageHeader';
import classes from './pageSections.module.css';

/** Turns the contact address inside a sentence into a mail link. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence never reorder
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <Anchor href={`mailto:${site.email}`} underline="always">
          {site.email}
        </Anchor>
      ) : null}
    </Fragment>
  ));
}

/** A legal page: header, last-updated date, contents, sections, and the Back to Home button. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  // The router's path is without the language prefix; the English page is outside this build's router.
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={document.title} intro={document.intro} description={document.description} />
      <Container size="lg" pb="xl">
        {document.languageNote ? (
          <Paper withBorder radius="md" p="md" mb="md" maw={760} data-language-note>
            <Text size="sm">
              {document.languageNote}{' '}
              <Anchor href={pathInLocale(pathname, 'en')} hrefLang="en" underline="always">
                {t('legal.englishVersion')}
              </Anchor>
            </Text>
          </Paper>
        ) : null}
        <Text fw={600} data-last-updated>
          {t('legal.lastUpdated', { date: document.lastUpdated })}
        </Text>
        <Text size="sm" c="dimmed" mt={4} mb="lg">
          {t('legal.ageNotice', { age: site.minimumAge })} {t('legal.contact')}{' '}
          <Anchor href={`mailto:${site.email}`} underline="always">
            {site.email}
          </Anchor>
        </Text>
        <Paper
          withBorder
          radius="md"
          p="md"
          mb="lg"
          maw={760}
          component="nav"
          aria-labelledby="contents-heading"
        >
          <Title id="contents-heading" order={2} fz="h5" mb="xs">
            {t('legal.contents')}
          </Title>
          <List size="sm" spacing={2} type="ordered">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        <div className={classes.prose}>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <Title id={section.id} order={2} fz={{ base: 22, sm: 26 }} mb="sm">
                {section.heading}
              </Title>
              {section.blocks.map((block) =>
                isList(block) ? (
                  <ul key={block[0]}>
                    {block.map((item) => (
                      <li key={item}>{withEmailLinks(item)}</li>
                    ))}
                  </ul>
                ) : (
                  <Text key={block.slice(0, 48)} mb="md" lh={1.7}>
                    {withEmailLinks(block)}
                  </Text>
                ),
              )}
            </section>
          ))}
        </div>
        {/* In the text column itself (a container inside the container centred it 74 px further right). */}
        <Box mt="xl">
          <BackHomeButton />
        </Box>
      </Container>
    </>
  );
}
