import { t } from '../i18n/inquiry.messages';
import { InquiryListContext } from './InquiryListProvider';
import { InquiryPanel } from './InquiryPanel';
import { LeadDrawer } from './LeadDrawer';

/** The inquiry list's drawer (loaded at the first open of the floating button). */
export function InquiryDrawer({ id, opened }: { id: string; opened: boolean }) {
  const actor = InquiryListContext.useActorRef();
  return (
    <LeadDrawer
      id={id}
      opened={opened}
      onClose={() => actor.send({ type: 'CLOSE' })}
      size="md"
      title={t('inquiry.title')}
      closeLabel={t('inquiry.close')}
    >
      <InquiryPanel />
    </LeadDrawer>
  );
}
