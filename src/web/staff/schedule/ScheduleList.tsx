import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ScheduleDay, ScheduleWindow } from '../../../../machines/staffSchedule.rules';
import type { StaffScheduleContext, StaffScheduleEvent } from '../../../../machines/staffSchedule.types';
import { formatLocalDate } from '../../../shared/appointments';
import { scheduleTexts } from '../../../shared/staffSchedule';
import { windowLabel } from '../../appointments/visitFormat';
import { VisitCard } from './VisitCard';

interface ListProps {
  days: ScheduleDay[];
  context: StaffScheduleContext;
  send: (event: StaffScheduleEvent) => void;
  onOpenLead: ((id: string) => void) | undefined;
}

function roomText(slot: ScheduleWindow): string {
  if (slot.capacity === 0) return `takes no visits, ${slot.booked} booked`;
  return `${slot.booked} of ${slot.capacity} booked`;
}

function WindowVisits({
  slot,
  context,
  send,
  onOpenLead,
}: Omit<ListProps, 'days'> & { slot: ScheduleWindow }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={4} fz="sm">
          {windowLabel(slot.window)}
        </Title>
        <Text size="sm" c="dimmed">
          {roomText(slot)}
        </Text>
      </Group>
      {slot.visits.map((visit) => (
        <VisitCard
          key={visit.id}
          visit={visit}
          send={send}
          onOpenLead={onOpenLead}
          state={{
            confirmingCancel: context.confirmingCancel === visit.id,
            updating: context.updating?.id === visit.id ? context.updating.status : null,
            acting: context.visitAction?.id === visit.id ? context.visitAction.kind : null,
            locked: context.updating !== null || context.visitAction !== null || context.closing !== null,
            error: context.visitError?.id === visit.id ? context.visitError.message : null,
          }}
        />
      ))}
    </Stack>
  );
}

/** The days of the span, each with its closure and its two arrival windows' visits. */
export function ScheduleList({ days, context, send, onOpenLead }: ListProps) {
  return (
    <Stack gap="lg" data-testid="schedule-days">
      {days.map((day) => {
        const empty = day.windows.every((slot) => slot.visits.length === 0);
        return (
          <Stack key={day.date} gap="sm" component="section" aria-label={formatLocalDate(day.date)}>
            <Group gap="xs" align="center" wrap="wrap">
              <Title order={3} fz="h4">
                {formatLocalDate(day.date)}
              </Title>
              {day.closedReason !== null ? (
                <Badge color="red.9" c="white">
                  Closed
                </Badge>
              ) : null}
            </Group>
            {day.closedReason !== null ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Closed: {day.closedReason}
              </Text>
            ) : null}
            {empty ? (
              <Text size="sm" c="dimmed">
                {scheduleTexts.noVisits}
              </Text>
            ) : (
              day.windows
                .filter((slot) => slot.visits.length > 0)
                .map((slot) => (
                  <WindowVisits
                    key={slot.window}
                    slot={slot}
                    context={context}
                    send={send}
                    onOpenLead={onOpenLead}
                  />
                ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
