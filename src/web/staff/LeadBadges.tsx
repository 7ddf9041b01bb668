import { Badge } from '@mantine/core';
import { EMAIL_DELIVERY_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from '../../shared/leadInbox';

const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  quoted: 'grape',
  won: 'green',
  lost: 'gray',
};

const DELIVERY_COLORS = { pending: 'yellow', sent: 'green', dead: 'red' } as const;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The company e-mail's state; a lead older than the inbox may have none on record. */
export function DeliveryBadge({ state }: { state: keyof typeof EMAIL_DELIVERY_LABELS | null }) {
  if (state === null)
    return (
      <Badge color="gray" variant="outline">
        No e-mail on record
      </Badge>
    );
  return (
    <Badge color={DELIVERY_COLORS[state]} variant={state === 'dead' ? 'filled' : 'light'}>
      {EMAIL_DELIVERY_LABELS[state]}
    </Badge>
  );
}
