import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { bookingMachine } from '../../../machines/booking.machine';
import type { BookingInput } from '../../../machines/booking.types';
import { appointmentMessages, bookingTexts, STREET_ADDRESS_MAX_LENGTH } from '../../shared/appointments';
import { VisitDetails } from '../appointments/VisitDetails';
import { VisitPicking } from '../appointments/VisitPicking';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/booking.messages';
import { BookingCodeStep } from './BookingCodeStep';

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
      {t('booking.callMe')}
    </Button>
  );
  const error = context.error ? (
    <Alert color="red" role="alert">
      {t(context.error)}
    </Alert>
  ) : null;

  if (state.matches('offered'))
    return (
      <Stack gap="sm">
        <Text>{t('booking.offer')}</Text>
        <Group gap="sm">
          <Button onClick={() => send({ type: 'PICK_TIME' })}>{t('booking.pickTime')}</Button>
          {callMe}
        </Group>
      </Stack>
    );
  if (state.matches('callMe')) return <Text>{t(bookingTexts.weWillCall)}</Text>;
  if (state.matches('picking'))
    return (
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('booking.pickHeading')}
        </Title>
        <VisitPicking picker={state.children.visitPicking} sent={context} order={4} actions={() => callMe} />
      </Stack>
    );
  if (state.matches('awaitingCode'))
    return <BookingCodeStep context={context} busy={state.hasTag('busy')} send={send} />;
  if (state.matches('booked') && context.booked) {
    const { appointment, manage_token, moved_existing } = context.booked;
    return (
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('booking.booked')}
        </Title>
        {moved_existing ? (
          <Alert color="blue" role="status">
            {t(appointmentMessages.movedExisting)}
          </Alert>
        ) : null}
        <VisitDetails
          date={appointment.date}
          window={appointment.window}
          address={appointment.address}
          city={appointment.city}
        />
        <Text>{t(bookingTexts.whatToExpect)}</Text>
        <Text size="sm">
          {t('booking.confirmationSent')}{' '}
          <Anchor
            component={Link}
            to={`/appointments/manage/${manage_token}`}
            c="var(--mantine-color-brand-text)"
            underline="always"
            onClick={onLeave}
          >
            {t('booking.manageHere')}
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
        {t('booking.confirmHeading')}
      </Title>
      {context.date && context.window ? (
        <VisitDetails date={context.date} window={context.window} address="" city={context.city} />
      ) : null}
      <TextInput
        label={t('booking.address')}
        description={context.city ? t('booking.inCity', { city: context.city }) : undefined}
        autoComplete="street-address"
        required
        maxLength={STREET_ADDRESS_MAX_LENGTH}
        value={context.address}
        error={context.addressError ? t(context.addressError) : undefined}
        disabled={busy}
        onChange={(event) => send({ type: 'ADDRESS.CHANGED', value: event.currentTarget.value })}
      />
      {error}
      <Group gap="sm">
        {unsure ? (
          <>
            <Button onClick={() => send({ type: 'TRY_AGAIN' })}>{t('booking.sendAgain')}</Button>
            <Button variant="default" onClick={() => send({ type: 'CHECK' })}>
              {t('booking.checkTimes')}
            </Button>
          </>
        ) : (
          <>
            <Button loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
              {t('booking.confirm')}
            </Button>
            <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
              {t('booking.back')}
            </Button>
          </>
        )}
        {busy ? null : callMe}
      </Group>
    </Stack>
  );
}
