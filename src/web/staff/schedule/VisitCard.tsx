import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { mayAllowRebooking, mayRenewLink } from '../../../../machines/staffSchedule.rules';
import type {
  StaffAppointment,
  StaffScheduleEvent,
  VisitActionKind,
} from '../../../../machines/staffSchedule.types';
import { scheduleTexts } from '../../../shared/staffSchedule';
import { AppointmentStatusBadge } from '../../appointments/AppointmentStatusBadge';
import { formatLeadPhone } from '../leadFormat';

export interface VisitCardState {
  /** This visit's cancel waits for a confirmation. */
  confirmingCancel: boolean;
  /** The change being sent for this visit, if any. */
  updating: StaffAppointment['status'] | null;
  /** The link or re-booking action being sent for this visit, if any (issue 38). */
  acting: VisitActionKind | null;
  /** Another change of visits is under way (one at a time). */
  locked: boolean;
  error: string | null;
}

interface VisitCardProps {
  visit: StaffAppointment;
  state: VisitCardState;
  send: (event: StaffScheduleEvent) => void;
  /** Opens the visit's lead in the inbox's drawer; absent while the inbox cannot open one. */
  onOpenLead: ((id: string) => void) | undefined;
}

/** One visit: who, where, how to reach them, its lead, and (while booked) what became of it. */
export function VisitCard({ visit, state, send, onOpenLead }: VisitCardProps) {
  const booked = visit.status === 'booked';
  const disabled = state.locked || state.updating !== null || state.acting !== null;
  return (
    <Paper withBorder radius="md" p="sm" data-visit-id={visit.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {visit.name}
          </Text>
          <AppointmentStatusBadge status={visit.status} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {visit.address.trim() === '' ? 'No street address given' : visit.address}, {visit.city}
        </Text>
        <Group gap="md" wrap="wrap">
          {visit.phone ? (
            <Anchor size="sm" href={`tel:+1${visit.phone}`}>
              {formatLeadPhone(visit.phone)}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No phone number
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={onOpenLead === undefined}
            aria-label={`Open the lead of ${visit.name}`}
            onClick={() => onOpenLead?.(visit.lead_id)}
          >
            Open the lead
          </Anchor>
        </Group>
        {booked && state.confirmingCancel ? (
          <Stack gap="xs" role="group" aria-label={`Cancel the visit of ${visit.name}`}>
            <Text size="sm" fw={600}>
              {scheduleTexts.cancelQuestion}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="red.9" onClick={() => send({ type: 'CANCEL.CONFIRM' })}>
                Cancel the visit
              </Button>
              <Button size="xs" variant="default" onClick={() => send({ type: 'CANCEL.BACK' })}>
                Keep it
              </Button>
            </Group>
          </Stack>
        ) : booked ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={disabled && state.updating !== 'done'}
              loading={state.updating === 'done'}
              aria-label={`Done: the visit of ${visit.name}`}
              onClick={() => send({ type: 'VISIT.DONE', id: visit.id })}
            >
              Done
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={disabled && state.updating !== 'no_show'}
              loading={state.updating === 'no_show'}
              aria-label={`No-show: the visit of ${visit.name}`}
              onClick={() => send({ type: 'VISIT.NO_SHOW', id: visit.id })}
            >
              No-show
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={disabled && state.updating !== 'cancelled'}
              loading={state.updating === 'cancelled'}
              aria-label={`Cancel: the visit of ${visit.name}`}
              onClick={() => send({ type: 'VISIT.CANCEL', id: visit.id })}
            >
              Cancel
            </Button>
          </Group>
        ) : null}
        <VisitLinkActions visit={visit} state={state} disabled={disabled} send={send} />
        {state.error ? (
          <Text size="sm" c="red" role="alert">
            {state.error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Issue 38: end a leaked manage link (a new one is e-mailed), and allow a cancelled visit's re-booking. */
function VisitLinkActions({
  visit,
  state,
  disabled,
  send,
}: Pick<VisitCardProps, 'visit' | 'state' | 'send'> & { disabled: boolean }) {
  const renew = mayRenewLink(visit);
  const allow = mayAllowRebooking(visit);
  if (!renew && !allow && !visit.rebooking_allowed) return null;
  return (
    <Stack gap={4}>
      {allow ? (
        <Text size="xs" c="dimmed">
          {scheduleTexts.allowRebookingHint}
        </Text>
      ) : null}
      {visit.rebooking_allowed && visit.status === 'cancelled' ? (
        <Text size="xs">{scheduleTexts.rebookingAllowedNote}</Text>
      ) : null}
      <Group gap="xs">
        {renew ? (
          <Button
            size="xs"
            variant="subtle"
            disabled={disabled && state.acting !== 'newLink'}
            loading={state.acting === 'newLink'}
            aria-label={`Send a new link: the visit of ${visit.name}`}
            onClick={() => send({ type: 'VISIT.NEW_LINK', id: visit.id })}
          >
            Send a new link
          </Button>
        ) : null}
        {allow ? (
          <Button
            size="xs"
            variant="default"
            disabled={disabled && state.acting !== 'allowRebooking'}
            loading={state.acting === 'allowRebooking'}
            aria-label={`Allow re-booking: the visit of ${visit.name}`}
            onClick={() => send({ type: 'VISIT.ALLOW_REBOOKING', id: visit.id })}
          >
            Allow re-booking
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
