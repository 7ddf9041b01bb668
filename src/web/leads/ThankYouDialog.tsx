import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { bookingTexts } from '../../shared/appointments';
import { messages } from '../../shared/messages';
import { t } from '../i18n/booking.messages';
import { t as leadsText } from '../i18n/leads.messages';
import { BookingStep } from './BookingStep';
import classes from './leads.module.css';
import type { EstimateActorRef } from './useEstimateActor';

/**
 * Shown after a successful request: the booking of its free in-home assessment (issue 28), and for a guest
 * the offer of an account prefilled with their details. Loaded by ThankYouDialogHost.
 */
export function ThankYouDialog({ actor }: { actor: EstimateActorRef }) {
  const opened = useSelector(actor, (snapshot) => snapshot.matches({ dialog: 'open' }));
  const offersAccount = useSelector(actor, (snapshot) => snapshot.context.accountDetails !== null);
  const booking = useSelector(actor, (snapshot) => snapshot.context.booking);
  const callExpectation = useSelector(actor, (snapshot) => snapshot.context.callExpectation);
  const close = () => actor.send({ type: 'DIALOG.CLOSE' });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('thankYou.title')}
      centered
      size="lg"
      classNames={{ title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': t('thankYou.close') }}
    >
      <Stack gap="md">
        <Text fw={700}>{leadsText(messages.estimate.submitted)}</Text>
        {callExpectation ? <Text>{callExpectation}</Text> : null}
        {booking ? (
          <BookingStep key={booking.serviceRequestId} input={booking} onLeave={close} />
        ) : (
          <Text>{t(bookingTexts.weWillCall)}</Text>
        )}
        {offersAccount ? (
          <Text c="dimmed" size="sm">
            {t('thankYou.accountOffer')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('thankYou.closeButton')}
          </Button>
          {offersAccount ? (
            <Button onClick={() => actor.send({ type: 'CREATE_ACCOUNT' })}>
              {t('thankYou.createAccount')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
