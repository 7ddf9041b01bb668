import { Text } from '@mantine/core';
import { t } from '../i18n/site.messages';

/**
 * "Trying again" under a lead form's send button while its machine retries the submission. The live region
 * is always in the document, so screen readers announce the text when it appears.
 */
export function RetryNote({ retrying }: { retrying: boolean }) {
  return (
    <div aria-live="polite">
      {retrying ? (
        <Text size="sm" mt="xs">
          {t('retry.retrying')}
        </Text>
      ) : null}
    </div>
  );
}
