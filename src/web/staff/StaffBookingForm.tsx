import { Button, Stack, Text, TextInput } from '@mantine/core';
import { staffBookingMachine } from '../../../machines/staffBooking.machine';
import { STREET_ADDRESS_MAX_LENGTH } from '../../shared/appointments';
import { scheduleTexts } from '../../shared/staffSchedule';
import { VisitDetails } from '../appointments/VisitDetails';
import { pickingText, VisitPicking } from '../appointments/VisitPicking';
import { useFlowState } from '../hooks/useFlow';
import classes from './schedule/schedule.module.css';

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
        <TextInput
          label="Street address of the visit"
          description={city ? `In ${city}, FL` : undefined}
          required
          maxLength={STREET_ADDRESS_MAX_LENGTH}
          value={context.address}
          error={context.addressError ? pickingText(context.addressError) : undefined}
          disabled={busy}
          onChange={(event) => send({ type: 'ADDRESS.CHANGED', value: event.currentTarget.value })}
        />
        <VisitPicking
          picker={state.children.visitPicking}
          sent={context}
          order={4}
          actions={({ failed }) =>
            failed ? null : (
              <Button type="submit" loading={busy}>
                Book this visit
              </Button>
            )
          }
        />
      </Stack>
    </form>
  );
}
