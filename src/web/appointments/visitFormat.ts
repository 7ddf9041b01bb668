import { SITE_LOCALE } from '../../api/siteLocale';
import { type AppointmentWindow, windowHoursLabel } from '../../shared/appointments';
import { INTL_LOCALE } from '../../shared/i18n/locales';
import { t } from '../i18n/booking.messages';

// How a visit's day and window read on the booking, manage, profile and staff pages, in the page's language
// (issue 39: Intl for the language, the company's Florida dates as now). Dates are the company's calendar
// dates (YYYY-MM-DD), so they are formatted as UTC dates: no browser zone can shift them.

const weekday = new Intl.DateTimeFormat(INTL_LOCALE[SITE_LOCALE], { timeZone: 'UTC', weekday: 'short' });
const dayAndMonth = new Intl.DateTimeFormat(INTL_LOCALE[SITE_LOCALE], {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
});
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mon" ("lun" in Spanish), for the picker's day buttons. */
export function formatWeekday(date: string): string {
  return weekday.format(utcDate(date));
}

/** "Nov 30" ("30 nov"), for the picker's day buttons. */
export function formatDayAndMonth(date: string): string {
  return dayAndMonth.format(utcDate(date));
}

/** A window's hours in the page's language: "8 am – 12 pm". */
export function windowHours(window: AppointmentWindow): string {
  return windowHoursLabel(window, SITE_LOCALE);
}

/** "Morning, 8 am – 12 pm". */
export function windowLabel(window: AppointmentWindow): string {
  return `${t(window === 'morning' ? 'visit.morning' : 'visit.afternoon')}, ${windowHours(window)}`;
}
