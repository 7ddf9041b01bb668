import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm">
        <Title order={1} fz={96} lh={1} c="brand">
          404
        </Title>
        <Text fz="xl" fw={600}>
          Page Not Found
        </Text>
        <Button mt="md" size="md" onClick={() => navigate('/')}>
          Back to Homepage
        </Button>
      </Stack>
    </Center>
  );
}
