import { formatUsPhone } from '../../shared/phone';

// How the inbox prints a lead's times and phone number. Times are shown in the reader's own time zone.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatLeadTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A stored number as (407) 555-0142; anything that is not ten digits is shown as stored. */
export function formatLeadPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? formatUsPhone(phone) : phone;
}
