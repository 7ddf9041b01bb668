import { Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { site } from '../../content/site';
import { POPULAR_PATHS, siteIndex } from '../../content/siteIndex';
import { PRODUCT_SEARCH_FIELDS, searchCatalogue } from '../../shared/catalogueSearch';
import { messages } from '../../shared/messages';
import { SearchBox } from '../catalogue/SearchBox';
import { PageMeta } from '../components/PageMeta';
import { t } from '../i18n/extras.messages';

/** How many matches the search lists; more means the visitor should type more. */
const MAX_RESULTS = 8;

/** The sentence around the phone link, in the page's language: the text before the number and after it. */
const PHONE_MARK = '\u0000';
const [leadBefore = '', leadAfter = ''] = t('notFound.lead', { phone: PHONE_MARK }).split(PHONE_MARK);

const popular = POPULAR_PATHS.flatMap((path) => siteIndex.filter((page) => page.path === path));

/**
 * SPEC's not-found page (heading, text, Back to Homepage) with a way on (issue 12): a search over every
 * public page and the most visited ones.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const found = query.trim()
    ? searchCatalogue(siteIndex, { text: query, fields: PRODUCT_SEARCH_FIELDS })
    : [];
  const shown = query.trim() ? found.slice(0, MAX_RESULTS) : popular;
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <PageMeta
        title={`${t('notFound.text')} · ${site.companyName}`}
        description={t('notFound.description', { company: site.companyName })}
        noIndex
      />
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={96} lh={1} c="brand">
          {messages.notFound.heading}
        </Title>
        <Text fz="xl" fw={600}>
          {t('notFound.text')}
        </Text>
        <Text c="dimmed">
          {leadBefore}
          <Anchor href={site.phone.href} underline="always">
            {site.phone.display}
          </Anchor>
          {leadAfter}
        </Text>
        <Button mt="md" size="md" onClick={() => navigate('/')}>
          {t('notFound.button')}
        </Button>
      </Stack>
      <Stack component="section" aria-labelledby="find-heading" gap="sm" mt={48}>
        <Title id="find-heading" order={2} fz="h3">
          {t('notFound.findHeading')}
        </Title>
        <SearchBox
          label={t('notFound.searchLabel')}
          placeholder={t('notFound.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          onClear={() => setQuery('')}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.trim()
            ? found.length > MAX_RESULTS
              ? t('notFound.matchesFirst', { count: found.length, shown: String(MAX_RESULTS) })
              : t('notFound.matches', { count: found.length })
            : t('notFound.popular')}
        </Text>
        <List spacing="xs" listStyleType="none" pl={0}>
          {shown.map((page) => (
            <List.Item key={page.path}>
              <Anchor component={Link} to={page.path} fw={600}>
                {page.name}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {page.description}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
