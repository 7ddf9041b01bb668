import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Appointment } from '../../../machines/appointments.rules';
import { manageAppointmentMachine } from '../../../machines/manageAppointment.machine';
import { site } from '../../content/site';
import { bookingTexts, formatLocalDate } from '../../shared/appointments';
import { useFlowState } from '../hooks/useFlow';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { VisitDetails } from './VisitDetails';
import { WindowPicker } from './WindowPicker';

const callUs = (
  <Anchor href={site.phone.href} c="var(--mantine-color-brand-text)" underline="always">
    {site.phone.display}
  </Anchor>
);

/** What the visit's state means for the customer, in a sentence or two. */
function StatusNote({ appointment }: { appointment: Appointment }) {
  if (appointment.status === 'booked')
    return appointment.can_change ? (
      <Text>{bookingTexts.whatToExpect}</Text>
    ) : (
      <Text>
        {bookingTexts.whatToExpect} The visit is too close to change online: to move it, call us at {callUs}.
      </Text>
    );
  if (appointment.status === 'cancelled' && appointment.cancel_reason === 'closure')
    return (
      <Text>
        We are sorry: we had to close that day, so this visit was cancelled.{' '}
        {appointment.can_change ? 'Please pick a new time, or call us at ' : 'Please call us at '}
        {callUs}.
      </Text>
    );
  if (appointment.status === 'cancelled')
    return (
      <Text>
        This visit is cancelled. For another time, call us at {callUs} or send a new estimate request.
      </Text>
    );
  return <Text>This visit has taken place. Questions? Call us at {callUs}.</Text>;
}

/**
 * The page of the manage link in every appointment e-mail (issue 28): the visit, and a new time or a
 * cancellation while the link may still change it. The machine decides; this view only draws its state.
 */
export function ManageAppointmentView({ token }: { token: string }) {
  const [state, send] = useFlowState(manageAppointmentMachine, { input: { token }, effects: {} });
  const { context } = state;
  const { appointment } = context;
  const busy = state.hasTag('busy');
  const error = context.error ? (
    <Alert color={state.matches('notFound') ? 'yellow' : 'red'} role="alert">
      {context.error}
    </Alert>
  ) : null;

  let body: React.ReactNode;
  if (state.matches('notFound'))
    body = (
      <Stack gap="sm">
        {error}
        <Text>
          To book or change a visit, call us at {callUs}, or{' '}
          <Anchor component={Link} to="/" c="var(--mantine-color-brand-text)" underline="always">
            go to the home page
          </Anchor>
          .
        </Text>
      </Stack>
    );
  else if (state.matches('loadFailed'))
    body = (
      <Stack gap="sm">
        {error}
        <Group>
          <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>
        </Group>
      </Stack>
    );
  else if (!appointment)
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your visit…</Text>
      </Group>
    );
  else if (state.matches('choosing') || state.matches('rescheduling'))
    body = (
      <Stack gap="md">
        <Text>
          Now booked: {formatLocalDate(appointment.date)}. Pick a new day and arrival window, then move the
          visit.
        </Text>
        {error}
        <WindowPicker
          days={context.days}
          date={context.date}
          window={context.window}
          onDay={(date) => send({ type: 'DAY.SELECTED', date })}
          onChoose={(date, window) => send({ type: 'CHOOSE', date, window })}
        />
        <Group gap="sm">
          <Button loading={busy} disabled={context.window === null} onClick={() => send({ type: 'CONFIRM' })}>
            Move my visit
          </Button>
          <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
            Keep the current time
          </Button>
        </Group>
      </Stack>
    );
  else if (state.matches('confirmingCancel') || state.matches('cancelling'))
    body = (
      <Stack gap="md">
        <Text fw={700}>Cancel your visit on {formatLocalDate(appointment.date)}?</Text>
        <Group gap="sm">
          <Button color="red" loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
            Yes, cancel the visit
          </Button>
          <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
            Keep the visit
          </Button>
        </Group>
      </Stack>
    );
  else {
    const canMove = appointment.can_change;
    const canCancel = appointment.can_change && appointment.status === 'booked';
    body = (
      <Stack gap="md">
        <AppointmentStatusBadge status={appointment.status} />
        <VisitDetails {...appointment} />
        <StatusNote appointment={appointment} />
        {error}
        {canMove || canCancel ? (
          <Group gap="sm">
            {canMove ? (
              <Button loading={state.matches('loadingWindows')} onClick={() => send({ type: 'RESCHEDULE' })}>
                Pick a new time
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="default" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
                Cancel the visit
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="sm" pb="xl">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <Title order={2} fz="h3">
            Your free in-home assessment
          </Title>
          {body}
        </Stack>
      </Card>
    </Container>
  );
}
