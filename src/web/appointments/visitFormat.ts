import { type AppointmentWindow, WINDOW_HOURS } from '../../shared/appointments';

// How a visit's day and window read on the booking, manage, profile and staff pages. Dates are the
// company's calendar dates (YYYY-MM-DD), so they are formatted as UTC dates: no browser zone can shift them.

const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const dayAndMonth = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mon", for the picker's day buttons. */
export function formatWeekday(date: string): string {
  return weekday.format(utcDate(date));
}

/** "Nov 30", for the picker's day buttons. */
export function formatDayAndMonth(date: string): string {
  return dayAndMonth.format(utcDate(date));
}

const WINDOW_NAMES: Record<AppointmentWindow, string> = { morning: 'Morning', afternoon: 'Afternoon' };

/** "Morning, 8 am – 12 pm". */
export function windowLabel(window: AppointmentWindow): string {
  return `${WINDOW_NAMES[window]}, ${WINDOW_HOURS[window].label}`;
}
