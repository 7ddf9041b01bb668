import { Button, Group, TextInput } from '@mantine/core';
import type { ScheduleRange, StaffScheduleEvent } from '../../../../machines/staffSchedule.types';

interface RangeBarProps {
  range: ScheduleRange;
  /** A visit's change is under way: the range changes after it. */
  locked: boolean;
  send: (event: StaffScheduleEvent) => void;
}

/** Today, this week (today and the next six days) or a day picked; Refresh loads the same days again. */
export function ScheduleRangeBar({ range, locked, send }: RangeBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Group gap="xs" role="group" aria-label="Days shown">
        <Button
          variant={range.kind === 'today' ? 'filled' : 'default'}
          aria-pressed={range.kind === 'today'}
          disabled={locked}
          onClick={() => send({ type: 'RANGE.TODAY' })}
        >
          Today
        </Button>
        <Button
          variant={range.kind === 'week' ? 'filled' : 'default'}
          aria-pressed={range.kind === 'week'}
          disabled={locked}
          onClick={() => send({ type: 'RANGE.WEEK' })}
        >
          This week
        </Button>
      </Group>
      <TextInput
        type="date"
        label="A day"
        w={170}
        value={range.kind === 'day' ? range.date : ''}
        disabled={locked}
        onChange={(event) => send({ type: 'DAY.SELECTED', date: event.currentTarget.value })}
      />
      <Button variant="default" disabled={locked} onClick={() => send({ type: 'RELOAD' })}>
        Refresh
      </Button>
    </Group>
  );
}
