import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { staffBookingMachine } from '../../../machines/staffBooking.machine';
import { STREET_ADDRESS_MAX_LENGTH } from '../../shared/appointments';
import type { Message } from '../../shared/i18n/message';
import { scheduleTexts } from '../../shared/staffSchedule';
import { VisitDetails } from '../appointments/VisitDetails';
import { WindowPicker } from '../appointments/WindowPicker';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/booking.messages';
import { LoadFailure } from './LoadFailure';
import classes from './schedule/schedule.module.css';

/** A machine's message as text: the shared rules' Messages in the (English) staff area, staff texts as they are. */
function textOf(message: Message | string | null): string | undefined {
  if (message === null) return undefined;
  return typeof message === 'string' ? message : t(message);
}

interface StaffBookingFormProps {
  /** The lead's id: its estimate request. */
  leadId: string;
  city: string | null;
}

/**
 * Book a visit for a caller, in the lead's drawer (issue 28): the open windows as the customer sees them,
 * the street address, Book. The machine decides; this view only draws its state.
 */
export function StaffBookingForm({ leadId, city }: StaffBookingFormProps) {
  const [state, send] = useFlowState(staffBookingMachine, {
    input: { serviceRequestId: leadId },
    effects: {},
  });
  const { context } = state;
  if (state.matches('loadingWindows')) return <Loader aria-label="Loading the open times" />;
  if (state.matches('loadFailed'))
    return (
      <LoadFailure
        title="The open times could not be loaded"
        message={textOf(context.error) ?? null}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  if (state.matches('booked') && context.booked) {
    const { date, window, address } = context.booked;
    return (
      <Stack gap="xs" role="status">
        <Text fw={700}>{scheduleTexts.booked}</Text>
        <VisitDetails date={date} window={window} address={address} city={context.booked.city} />
      </Stack>
    );
  }
  const busy = state.matches('booking');
  return (
    <form
      className={classes.readableErrors}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'BOOK' });
      }}
    >
      <Stack gap="sm">
        <WindowPicker
          days={context.days}
          date={context.date}
          window={context.window}
          onDay={(date) => send({ type: 'DAY.SELECTED', date })}
          onChoose={(date, window) => send({ type: 'CHOOSE', date, window })}
          order={4}
        />
        <TextInput
          label="Street address of the visit"
          description={city ? `In ${city}, FL` : undefined}
          required
          maxLength={STREET_ADDRESS_MAX_LENGTH}
          value={context.address}
          error={textOf(context.addressError)}
          disabled={busy}
          onChange={(event) => send({ type: 'ADDRESS.CHANGED', value: event.currentTarget.value })}
        />
        {context.error ? (
          <Alert color="red" role="alert">
            {textOf(context.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            Book this visit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
