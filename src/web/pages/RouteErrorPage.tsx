import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { t } from '../i18n/site.messages';

/** Shown when a page fails to load or render (e.g. a new deployment removed an old code chunk). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
