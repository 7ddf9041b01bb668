import { Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BookableDay } from '../../../machines/appointments.rules';
import { SITE_LOCALE } from '../../api/siteLocale';
import {
  APPOINTMENT_TIME_ZONE_NAME,
  type AppointmentWindow,
  formatLocalDate,
} from '../../shared/appointments';
import { t } from '../i18n/booking.messages';
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
  /** While the flow sends the window picked: shown, not changeable. */
  disabled?: boolean;
}

/**
 * The open days of the bookable span as buttons (a day without room is shown, disabled, so the fortnight
 * reads as a calendar), then the chosen day's arrival windows. Used by booking, rescheduling and staff.
 */
export function WindowPicker({
  days,
  date,
  window,
  onDay,
  onChoose,
  order = 3,
  disabled = false,
}: WindowPickerProps) {
  const chosen = days.find((day) => day.date === date);
  const anyOpen = days.some((day) => day.windows.length > 0);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('visit.allTimes', { zone: t(APPOINTMENT_TIME_ZONE_NAME) })}</Text>
      {anyOpen ? null : <Text role="status">{t('visit.noWindows')}</Text>}
      <SimpleGrid cols={{ base: 4, sm: 7 }} spacing="xs">
        {days.map((day) => {
          const open = day.windows.length > 0;
          return (
            <Button
              key={day.date}
              className={classes.day}
              variant={day.date === date ? 'filled' : 'default'}
              disabled={disabled || !open}
              aria-pressed={day.date === date}
              onClick={() => onDay(day.date)}
            >
              <span className={classes.dayLabel}>
                <span>{formatWeekday(day.date)}</span> <span>{formatDayAndMonth(day.date)}</span>
              </span>
              {open ? null : <VisuallyHidden>{t('visit.dayFull')}</VisuallyHidden>}
            </Button>
          );
        })}
      </SimpleGrid>
      {chosen ? (
        <Stack gap="xs">
          <Title order={order} fz="md">
            {t('visit.windowsOn', { date: formatLocalDate(chosen.date, SITE_LOCALE) })}
          </Title>
          {chosen.windows.map((slot) => (
            <Button
              key={slot.window}
              variant={slot.window === window ? 'filled' : 'default'}
              justify="flex-start"
              disabled={disabled}
              onClick={() => onChoose(chosen.date, slot.window)}
            >
              {windowLabel(slot.window)}
            </Button>
          ))}
        </Stack>
      ) : anyOpen ? (
        <Text size="sm" c="dimmed">
          {t('visit.chooseDay')}
        </Text>
      ) : null}
    </Stack>
  );
}
