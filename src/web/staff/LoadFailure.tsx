import '@mantine/core/styles/Alert.css';
import { Alert, Button, Text } from '@mantine/core';

/** A load the inbox could not make: what failed, the server's reason, and a way to try again. */
export function LoadFailure({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | null;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Text mb="sm">{message}</Text>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
