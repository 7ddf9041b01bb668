import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../../shared/appointments';
import type { MessageId } from '../../shared/i18n/catalogs';
import { t } from '../i18n/booking.messages';

// Filled badges in the darkest shades with white text, as the lead inbox's (staff/LeadBadges.tsx): the
// default shades failed axe's contrast check, and so did green.9 (4.36:1).

const STATUS_BADGES: Record<AppointmentStatus, { label: MessageId; color: string }> = {
  booked: { label: 'visit.status.booked', color: 'teal.9' },
  done: { label: 'visit.status.done', color: 'gray.8' },
  no_show: { label: 'visit.status.noShow', color: 'grape.9' },
  cancelled: { label: 'visit.status.cancelled', color: 'red.9' },
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge color={color} c="white" w="fit-content">
      {t(label)}
    </Badge>
  );
}
