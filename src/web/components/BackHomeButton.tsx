import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/site.messages';

export function BackHomeButton({ label = t('backHome.label') }: { label?: string }) {
  return (
    <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
