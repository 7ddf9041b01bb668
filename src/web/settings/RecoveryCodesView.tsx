import '@mantine/core/styles/Code.css';
import { Button, Code, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { TWO_FACTOR_TEXTS } from '../../shared/settingsTexts';
import { t } from '../i18n/account.messages';

/** The success view of SPEC 2: the recovery codes, with Copy and Download. */
export function RecoveryCodesView({
  codes,
  onCopy,
  onDownload,
}: {
  codes: string[];
  onCopy: () => void;
  onDownload: () => void;
}) {
  return (
    <>
      <Title order={3} fz="lg">
        {t('twoFactor.recoveryTitle')}
      </Title>
      <Text>{t('twoFactor.recoveryIntro')}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" fw={600}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" leftSection={<IconCopy size={18} aria-hidden="true" />} onClick={onCopy}>
          {t(TWO_FACTOR_TEXTS.copy)}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={onDownload}
        >
          {t(TWO_FACTOR_TEXTS.download)}
        </Button>
      </Group>
    </>
  );
}
