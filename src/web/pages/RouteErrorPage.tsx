import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or render (e.g. a new deployment removed an old code chunk). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
