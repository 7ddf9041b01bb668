import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { LeadDetail } from '../../../machines/staffInbox.rules';
import { formatLocalDate } from '../../shared/appointments';
import { AppointmentStatusBadge } from '../appointments/AppointmentStatusBadge';
import { windowLabel } from '../appointments/visitFormat';

// Loaded when staff first book from a drawer: the picker and its statechart stay out of the inbox's chunk.
const StaffBookingForm = lazy(() =>
  import('./StaffBookingForm').then((module) => ({ default: module.StaffBookingForm })),
);

/**
 * An estimate request's in-home visit in the lead's drawer: the one on record, and booking one for a
 * caller (booking again moves a booked visit). Shown for estimate requests only; inquiries book nothing.
 */
export function LeadVisit({ lead }: { lead: LeadDetail }) {
  const [booking, setBooking] = useState(false);
  const { visit } = lead;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        In-home visit
      </Title>
      {visit ? (
        <Group gap="xs" wrap="wrap">
          <Text>
            {formatLocalDate(visit.date)}, {windowLabel(visit.window)}
          </Text>
          <AppointmentStatusBadge status={visit.status} />
        </Group>
      ) : (
        <Text c="dimmed">None booked.</Text>
      )}
      {booking ? (
        <Suspense fallback={<Loader aria-label="Loading the booking form" />}>
          <StaffBookingForm leadId={lead.id} city={lead.city} />
        </Suspense>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setBooking(true)}>
            {visit?.status === 'booked' ? 'Move the visit' : 'Book a visit'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
