import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { serviceArea } from '../../content/catalogue/serviceArea';
import type { ServicePageContent } from '../../content/catalogue/services/types';
import { site } from '../../content/site';
import { SERVICE_SEARCH_FIELDS, searchGroups } from '../../shared/catalogueSearch';
import { PageHeader } from '../components/PageHeader';
import { t as catalogueT } from '../i18n/catalogue.messages';
import { t } from '../i18n/pages.messages';
import { EmptyResults } from './EmptyResults';
import { SearchBox } from './SearchBox';
import { ServiceGroups } from './ServiceGroups';

/** A service page (SPEC section 2): the search box and the service's items in their groups. */
export function ServiceView({ service }: { service: ServicePageContent }) {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const groups = searchGroups(service.groups, { text: query, fields: SERVICE_SEARCH_FIELDS });
  const total = service.groups.reduce((sum, group) => sum + group.items.length, 0);
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  const clear = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <>
      <PageHeader
        eyebrow={t('services.eyebrow')}
        title={service.title}
        intro={service.intro}
        description={service.metaDescription}
      />
      <Container size="lg" pb={64}>
        <SearchBox
          inputRef={searchRef}
          label={t('services.searchLabel', { service: service.title })}
          placeholder={t('services.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          onClear={clear}
        />
        <Text size="sm" c="dimmed" mt="sm" mb="lg" aria-live="polite">
          {t('services.showing', { shown, total })}
        </Text>
        {groups.length === 0 ? (
          <EmptyResults
            title={catalogueT('catalogue.noServices', { query: query.trim() })}
            action={t('services.showAll')}
            onAction={clear}
          />
        ) : (
          <ServiceGroups groups={groups} />
        )}
        <Paper withBorder radius="md" p="xl" mt="xl">
          <Group justify="space-between" align="center" gap="lg">
            <div>
              <Title order={2} fz="h3">
                {t('services.talkHeading')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('services.talkText', { area: serviceArea() })}
              </Text>
            </div>
            <Button
              component="a"
              href={site.phone.href}
              size="md"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t('services.call', { phone: site.phone.display })}
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
