import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '../../shared/appointments';

// Filled badges in the darkest shades with white text, as the lead inbox's (staff/LeadBadges.tsx): the
// default shades failed axe's contrast check, and so did green.9 (4.36:1).

const STATUS_BADGES: Record<AppointmentStatus, { label: string; color: string }> = {
  booked: { label: 'Booked', color: 'teal.9' },
  done: { label: 'Done', color: 'gray.8' },
  no_show: { label: 'No-show', color: 'grape.9' },
  cancelled: { label: 'Cancelled', color: 'red.9' },
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { label, color } = STATUS_BADGES[status];
  return (
    <Badge color={color} c="white" w="fit-content">
      {label}
    </Badge>
  );
}
