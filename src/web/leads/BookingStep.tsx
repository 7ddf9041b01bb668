import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { bookingMachine } from '../../../machines/booking.machine';
import type { BookingInput } from '../../../machines/booking.types';
import { appointmentMessages, bookingTexts, STREET_ADDRESS_MAX_LENGTH } from '../../shared/appointments';
import { VisitDetails } from '../appointments/VisitDetails';
import { WindowPicker } from '../appointments/WindowPicker';
import { useFlowState } from '../hooks/useFlow';
import { BookingCodeStep } from './BookingCodeStep';

const CALL_ME_LABEL = 'Call me to schedule instead';

/**
 * The thank-you dialog's booking of the free in-home assessment (issue 28): offered, then the open windows,
 * the address and a confirmation, then (a guest's booking, issue 38) the code e-mailed to the request's
 * address, then "Booked". Rendered once per request sent (keyed by its id), so a
 * second request starts a booking of its own. `onLeave` closes the dialog when its link opens another page.
 */
export function BookingStep({ input, onLeave }: { input: BookingInput; onLeave: () => void }) {
  const [state, send] = useFlowState(bookingMachine, { input, effects: {} });
  const { context } = state;
  const callMe = (
    <Button variant="default" onClick={() => send({ type: 'CALL_ME' })}>
      {CALL_ME_LABEL}
    </Button>
  );
  const error = context.error ? (
    <Alert color="red" role="alert">
      {context.error}
    </Alert>
  ) : null;

  if (state.matches('offered'))
    return (
      <Stack gap="sm">
        <Text>Book your free in-home assessment now, or we will call you to find a time.</Text>
        <Group gap="sm">
          <Button onClick={() => send({ type: 'PICK_TIME' })}>
            Pick a time for your free in-home assessment
          </Button>
          {callMe}
        </Group>
      </Stack>
    );
  if (state.matches('callMe')) return <Text>{bookingTexts.weWillCall}</Text>;
  if (state.matches('loadingWindows'))
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading the open times…</Text>
      </Group>
    );
  if (state.matches('loadFailed'))
    return (
      <Stack gap="sm">
        {error}
        <Group gap="sm">
          <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>
          {callMe}
        </Group>
      </Stack>
    );
  if (state.matches('choosing'))
    return (
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Pick a day and an arrival window
        </Title>
        {error}
        <WindowPicker
          days={context.days}
          date={context.date}
          window={context.window}
          order={4}
          onDay={(date) => send({ type: 'DAY.SELECTED', date })}
          onChoose={(date, window) => send({ type: 'CHOOSE', date, window })}
        />
        <Group gap="sm">{callMe}</Group>
      </Stack>
    );
  if (state.matches('awaitingCode'))
    return <BookingCodeStep context={context} busy={state.hasTag('busy')} send={send} />;
  if (state.matches('booked') && context.booked) {
    const { appointment, manage_token, moved_existing } = context.booked;
    return (
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Booked
        </Title>
        {moved_existing ? (
          <Alert color="blue" role="status">
            {appointmentMessages.movedExisting}
          </Alert>
        ) : null}
        <VisitDetails
          date={appointment.date}
          window={appointment.window}
          address={appointment.address}
          city={appointment.city}
        />
        <Text>{bookingTexts.whatToExpect}</Text>
        <Text size="sm">
          We e-mailed you a confirmation with a calendar invitation. To move or cancel the visit, use the link
          in it or{' '}
          <Anchor
            component={Link}
            to={`/appointments/manage/${manage_token}`}
            c="var(--mantine-color-brand-text)"
            underline="always"
            onClick={onLeave}
          >
            manage your visit here
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  // confirming, booking, unsure: the chosen window with the address, sent on Confirm.
  const busy = state.hasTag('busy');
  const unsure = state.matches('unsure');
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Confirm your visit
      </Title>
      {context.date && context.window ? (
        <VisitDetails date={context.date} window={context.window} address="" city={context.city} />
      ) : null}
      <TextInput
        label="Street address of the visit"
        description={context.city ? `In ${context.city}, FL` : undefined}
        autoComplete="street-address"
        required
        maxLength={STREET_ADDRESS_MAX_LENGTH}
        value={context.address}
        error={context.addressError}
        disabled={busy}
        onChange={(event) => send({ type: 'ADDRESS.CHANGED', value: event.currentTarget.value })}
      />
      {error}
      <Group gap="sm">
        {unsure ? (
          <>
            <Button onClick={() => send({ type: 'TRY_AGAIN' })}>Send it again</Button>
            <Button variant="default" onClick={() => send({ type: 'CHECK' })}>
              Check the open times
            </Button>
          </>
        ) : (
          <>
            <Button loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
              Confirm the visit
            </Button>
            <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
              Back
            </Button>
          </>
        )}
        {busy ? null : callMe}
      </Group>
    </Stack>
  );
}
