import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { site } from '../../content/site';
import { messages } from '../../shared/messages';
import { PageMeta } from '../components/PageMeta';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="60vh" px="md">
      <PageMeta
        title={`${messages.notFound.text} · ${site.companyName}`}
        description={`The page you asked for does not exist on the ${site.companyName} website.`}
        noIndex
      />
      <Stack align="center" gap="sm">
        <Title order={1} fz={96} lh={1} c="brand">
          {messages.notFound.heading}
        </Title>
        <Text fz="xl" fw={600}>
          {messages.notFound.text}
        </Text>
        <Button mt="md" size="md" onClick={() => navigate('/')}>
          {messages.notFound.button}
        </Button>
      </Stack>
    </Center>
  );
}
