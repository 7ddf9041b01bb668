import { Center, Loader } from '@mantine/core';
import { t } from '../i18n/site.messages';

/** Shown while a page's code loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true" aria-label={t('pageLoader.label')}>
      <Loader color="brand" type="dots" />
    </Center>
  );
}
