import { Group, Text } from '@mantine/core';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { offlineLeadTexts } from '../../shared/offlineLeads';
import { t } from '../i18n/leads.messages';

/**
 * "Saved on this phone" under a lead form's button once its machine kept the lead offline (issue 29). The
 * status region is always in the document, so screen readers announce the text when it appears; the text
 * keeps the page's own colour, readable in both themes.
 */
export function SavedOfflineNote({ saved }: { saved: boolean }) {
  return (
    <div role="status">
      {saved ? (
        <Group gap="xs" wrap="nowrap" align="flex-start" mt="xs">
          <IconDeviceMobileCheck size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600}>
            {t(offlineLeadTexts.saved)}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
