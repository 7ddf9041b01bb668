import { Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BookableDay } from '../../../machines/appointments.rules';
import {
  APPOINTMENT_TIME_ZONE_LABEL,
  type AppointmentWindow,
  formatLocalDate,
} from '../../shared/appointments';
import classes from './appointments.module.css';
import { formatDayAndMonth, formatWeekday, windowLabel } from './visitFormat';

interface WindowPickerProps {
  days: readonly BookableDay[];
  date: string | null;
  window: AppointmentWindow | null;
  onDay: (date: string) => void;
  onChoose: (date: string, window: AppointmentWindow) => void;
  /** The heading level of "Arrival windows on …" (the picker sits under a dialog's or a page's title). */
  order?: 3 | 4;
}

/**
 * The open days of the bookable span as buttons (a day without room is shown, disabled, so the fortnight
 * reads as a calendar), then the chosen day's arrival windows. Used by booking, rescheduling and staff.
 */
export function WindowPicker({ days, date, window, onDay, onChoose, order = 3 }: WindowPickerProps) {
  const chosen = days.find((day) => day.date === date);
  const anyOpen = days.some((day) => day.windows.length > 0);
  return (
    <Stack gap="sm">
      <Text size="sm">All times are {APPOINTMENT_TIME_ZONE_LABEL}.</Text>
      {anyOpen ? null : (
        <Text role="status">No arrival windows are open in the next two weeks. Ask us to call you.</Text>
      )}
      <SimpleGrid cols={{ base: 4, sm: 7 }} spacing="xs">
        {days.map((day) => {
          const open = day.windows.length > 0;
          return (
            <Button
              key={day.date}
              className={classes.day}
              variant={day.date === date ? 'filled' : 'default'}
              disabled={!open}
              aria-pressed={day.date === date}
              onClick={() => onDay(day.date)}
            >
              <span className={classes.dayLabel}>
                <span>{formatWeekday(day.date)}</span> <span>{formatDayAndMonth(day.date)}</span>
              </span>
              {open ? null : <VisuallyHidden>, no open windows</VisuallyHidden>}
            </Button>
          );
        })}
      </SimpleGrid>
      {chosen ? (
        <Stack gap="xs">
          <Title order={order} fz="md">
            Arrival windows on {formatLocalDate(chosen.date)}
          </Title>
          {chosen.windows.map((slot) => (
            <Button
              key={slot.window}
              variant={slot.window === window ? 'filled' : 'default'}
              justify="flex-start"
              onClick={() => onChoose(chosen.date, slot.window)}
            >
              {windowLabel(slot.window)}
            </Button>
          ))}
        </Stack>
      ) : anyOpen ? (
        <Text size="sm" c="dimmed">
          Choose a day to see its arrival windows.
        </Text>
      ) : null}
    </Stack>
  );
}
