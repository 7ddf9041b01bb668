import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Appointment } from '../../../machines/appointments.rules';
import { manageAppointmentMachine } from '../../../machines/manageAppointment.machine';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { bookingTexts, formatLocalDate } from '../../shared/appointments';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/booking.messages';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { VisitDetails } from './VisitDetails';
import { VisitPicking } from './VisitPicking';

const callUs = (
  <Anchor href={site.phone.href} c="var(--mantine-color-brand-text)" underline="always">
    {site.phone.display}
  </Anchor>
);

/** What the visit's state means for the customer, in a sentence or two. */
function StatusNote({ appointment }: { appointment: Appointment }) {
  if (appointment.status === 'booked')
    return appointment.can_change ? (
      <Text>{t(bookingTexts.whatToExpect)}</Text>
    ) : (
      <Text>
        {t(bookingTexts.whatToExpect)} {t('manage.tooClose')} {callUs}.
      </Text>
    );
  if (appointment.status === 'cancelled' && appointment.cancel_reason === 'closure')
    return (
      <Text>
        {t('manage.closureCancelled')}{' '}
        {t(appointment.can_change ? 'manage.closurePickOrCall' : 'manage.closureCall')} {callUs}.
      </Text>
    );
  if (appointment.status === 'cancelled')
    return (
      <Text>
        {t('manage.cancelledBefore')} {callUs} {t('manage.cancelledAfter')}
      </Text>
    );
  return (
    <Text>
      {t('manage.done')} {callUs}.
    </Text>
  );
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
      {t(context.error)}
    </Alert>
  ) : null;

  let body: React.ReactNode;
  if (state.matches('notFound'))
    body = (
      <Stack gap="sm">
        {error}
        <Text>
          {t('manage.notFoundBefore')} {callUs}
          {t('manage.notFoundOr')}{' '}
          <Anchor component={Link} to="/" c="var(--mantine-color-brand-text)" underline="always">
            {t('manage.homeLink')}
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
          <Button onClick={() => send({ type: 'RETRY' })}>{t('booking.tryAgain')}</Button>
        </Group>
      </Stack>
    );
  else if (!appointment)
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('manage.loading')}</Text>
      </Group>
    );
  else if (state.matches('picking') || state.matches('rescheduling'))
    body = (
      <Stack gap="md">
        <Text>{t('manage.nowBooked', { date: formatLocalDate(appointment.date, SITE_LOCALE) })}</Text>
        <VisitPicking
          picker={state.children.visitPicking}
          sent={context}
          actions={({ window, failed }) => (
            <>
              {failed ? null : (
                <Button loading={busy} disabled={window === null} onClick={() => send({ type: 'CONFIRM' })}>
                  {t('manage.move')}
                </Button>
              )}
              <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
                {t('manage.keepTime')}
              </Button>
            </>
          )}
        />
      </Stack>
    );
  else if (state.matches('confirmingCancel') || state.matches('cancelling'))
    body = (
      <Stack gap="md">
        <Text fw={700}>
          {t('manage.cancelQuestion', { date: formatLocalDate(appointment.date, SITE_LOCALE) })}
        </Text>
        <Group gap="sm">
          <Button color="red" loading={busy} onClick={() => send({ type: 'CONFIRM' })}>
            {t('manage.cancelYes')}
          </Button>
          <Button variant="default" disabled={busy} onClick={() => send({ type: 'BACK' })}>
            {t('manage.keepVisit')}
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
              <Button onClick={() => send({ type: 'RESCHEDULE' })}>{t('manage.pickNewTime')}</Button>
            ) : null}
            {canCancel ? (
              <Button variant="default" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
                {t('manage.cancel')}
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
            {t('manage.heading')}
          </Title>
          {body}
        </Stack>
      </Card>
    </Container>
  );
}
