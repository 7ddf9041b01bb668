import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function BackHomeButton({ label = 'Back to Home' }: { label?: string }) {
  return (
    <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
