import { Drawer } from '@mantine/core';
import { InquiryListContext } from './InquiryListProvider';
import { InquiryPanel } from './InquiryPanel';
import classes from './leads.module.css';

/** The inquiry list's drawer (loaded at the first open of the floating button). */
export function InquiryDrawer({ id, opened }: { id: string; opened: boolean }) {
  const actor = InquiryListContext.useActorRef();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={() => actor.send({ type: 'CLOSE' })}
      position="right"
      size="md"
      title="Inquiry List"
      classNames={{ title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': 'Close the inquiry list' }}
    >
      <InquiryPanel />
    </Drawer>
  );
}
