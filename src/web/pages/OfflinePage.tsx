import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { pathInLocale } from '../../shared/i18n/locales';
import { PageMeta } from '../components/PageMeta';
import { t } from '../i18n/extras.messages';
import { Logo } from '../layout/Logo';
import {
  OFFLINE_LINK_TEMPLATE_ID,
  OFFLINE_NONE_ID,
  OFFLINE_PAGES_ID,
  OFFLINE_RETRY_ID,
} from '../prerender/offlinePageScript';

/**
 * What the service worker answers, offline, for a page it has not kept (issue 29). The build writes it as
 * plain HTML without the app (prerender.ts, kind `offline`): the app would route to the address asked for
 * and fail to load that page's code. Its one script (offlinePageScript.ts) lists the pages kept on the
 * phone and makes Try again reload; everything else works without script.
 */
export function OfflinePage() {
  const { emergency } = site.trust;
  // The home page of this build's language (issue 39): a plain link, the offline page has no router.
  const home = pathInLocale('/', SITE_LOCALE);
  return (
    <Container size="sm" py="xl">
      <PageMeta
        title={`${t('offline.title')} · ${site.companyName}`}
        description={t('offline.metaDescription')}
        noIndex
      />
      <Box component="header" mb="lg">
        <Anchor href={home} underline="never" c="inherit">
          <Logo />
        </Anchor>
      </Box>
      <Stack component="main" gap="lg">
        <Title order={1}>{t('offline.title')}</Title>
        <Text size="lg">{t('offline.lead')}</Text>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text>{t('offline.callLine')}</Text>
            <Button component="a" href={emergency.href} size="lg" color="red.9">
              {t('offline.call', { phone: emergency.display })}
            </Button>
            <Text size="sm" c="dimmed">
              {emergency.note}. {t('offline.office')}{' '}
              <Anchor href={site.phone.href} underline="always">
                {site.phone.display}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
        <Group>
          <Button id={OFFLINE_RETRY_ID} variant="default" type="button">
            {t('offline.retry')}
          </Button>
          <Anchor href={home} underline="always">
            {t('offline.home')}
          </Anchor>
        </Group>
        <Box id={OFFLINE_PAGES_ID} hidden>
          <Title order={2} size="h3" mb="xs">
            {t('offline.lastSeenHeading')}
          </Title>
          <Box component="ul" m={0} pl="lg" />
        </Box>
        <Text id={OFFLINE_NONE_ID} c="dimmed">
          {t('offline.noneSeen')}
        </Text>
        <template id={OFFLINE_LINK_TEMPLATE_ID}>
          <Box component="li" py={4}>
            <Anchor href="/" underline="always" />
          </Box>
        </template>
      </Stack>
    </Container>
  );
}
