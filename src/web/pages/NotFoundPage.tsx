import { Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { site } from '../../content/site';
import { POPULAR_PATHS, siteIndex } from '../../content/siteIndex';
import { PRODUCT_SEARCH_FIELDS, searchCatalogue } from '../../shared/catalogueSearch';
import { messages } from '../../shared/messages';
import { SearchBox } from '../catalogue/SearchBox';
import { PageMeta } from '../components/PageMeta';

/** How many matches the search lists; more means the visitor should type more. */
const MAX_RESULTS = 8;

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
        title={`${messages.notFound.text} · ${site.companyName}`}
        description={`The page you asked for does not exist on the ${site.companyName} website.`}
        noIndex
      />
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={96} lh={1} c="brand">
          {messages.notFound.heading}
        </Title>
        <Text fz="xl" fw={600}>
          {messages.notFound.text}
        </Text>
        <Text c="dimmed">
          The link may be old or mistyped. Search the site, pick a popular page below, or call us at{' '}
          <Anchor href={site.phone.href} underline="always">
            {site.phone.display}
          </Anchor>
          .
        </Text>
        <Button mt="md" size="md" onClick={() => navigate('/')}>
          {messages.notFound.button}
        </Button>
      </Stack>
      <Stack component="section" aria-labelledby="find-heading" gap="sm" mt={48}>
        <Title id="find-heading" order={2} fz="h3">
          Find what you were looking for
        </Title>
        <SearchBox
          label="Search the site"
          placeholder="Search products, services and pages"
          value={query}
          onChange={setQuery}
          onClear={() => setQuery('')}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.trim()
            ? `${found.length} ${found.length === 1 ? 'page matches' : 'pages match'}${found.length > MAX_RESULTS ? `; the first ${MAX_RESULTS} are shown` : ''}`
            : 'Popular pages'}
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
