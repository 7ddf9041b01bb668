import { site } from '../../content/site';
import {
  APPOINTMENT_TIME_ZONE_LABEL,
  formatLocalDate,
  HOLD_MINUTES,
  WINDOW_HOURS,
} from '../../shared/appointments';
import { type EmailContent, renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';
import type { AppointmentRow, Customer } from './appointmentRecord';
import { manageUrl } from './appointmentTokens';
import { calendarFile } from './ics';

// The customer's appointment e-mails (issue 28). Each carries the visit's calendar file and the manage
// link; the link's token is derived from the appointment's id and its random part (appointmentTokens.ts),
// never stored.

export type AppointmentMailKind = 'booked' | 'moved' | 'cancelled' | 'closure' | 'reminder' | 'newLink';

export interface AppointmentMailContext {
  publicUrl: string;
  companyEmail: string;
  token: string;
  now: Date;
  /** A closure's reason, as staff wrote it. */
  reason?: string;
}

const SUMMARY = `Free in-home assessment with ${site.companyName}`;

function location(row: AppointmentRow): string {
  return [row.address, row.city, 'FL'].filter((part) => part !== '').join(', ');
}

function when(row: AppointmentRow): Array<[string, string]> {
  return [
    ['Date', formatLocalDate(row.date)],
    ['Arrival window', `${WINDOW_HOURS[row.window].label} (${APPOINTMENT_TIME_ZONE_LABEL})`],
    ['Address', location(row)],
  ];
}

function texts(kind: AppointmentMailKind, row: AppointmentRow, reason: string | undefined) {
  const day = formatLocalDate(row.date);
  const expect =
    'A technician will arrive within the window, look at your electrical panel and the place for the generator, and talk you through the options. It takes about an hour and costs nothing.';
  switch (kind) {
    case 'booked':
      return {
        subject: `Your free in-home assessment on ${day}`,
        heading: 'Your visit is booked',
        lead: [expect],
      };
    case 'moved':
      return {
        subject: `New time for your in-home assessment: ${day}`,
        heading: 'Your visit has a new time',
        lead: [expect],
      };
    case 'reminder':
      return {
        subject: `Reminder: your in-home assessment on ${day}`,
        heading: 'See you tomorrow',
        lead: [expect],
      };
    case 'newLink':
      return {
        subject: 'A new link for your in-home assessment',
        heading: 'Your visit has a new link',
        lead: [
          'Our office replaced the link to see or change your visit: the old link no longer works. Use the button below; the calendar entry attached carries the new link too.',
        ],
      };
    case 'cancelled':
      return {
        subject: `Your in-home assessment on ${day} is cancelled`,
        heading: 'Your visit is cancelled',
        lead: [
          'Your visit is cancelled. If you would like another time, call us or send a new estimate request.',
        ],
      };
    case 'closure':
      return {
        subject: `Please pick a new time for your in-home assessment`,
        heading: 'We have to move your visit',
        lead: [
          `We are very sorry: we cannot visit on ${day} (${reason ?? 'we are closed that day'}). Your visit that day is cancelled.`,
          'Please pick a new time with the button below; it takes a minute. Or call us and we will find one together.',
        ],
      };
  }
}

/** One appointment e-mail to the customer, with its .ics (METHOD:CANCEL for a cancellation or closure). */
export function appointmentEmail(
  kind: AppointmentMailKind,
  row: AppointmentRow,
  customer: Customer,
  context: AppointmentMailContext,
): OutgoingMail {
  const url = manageUrl(context.publicUrl, context.token);
  const cancel = kind === 'cancelled' || kind === 'closure';
  const { subject, heading, lead } = texts(kind, row, context.reason);
  const content: EmailContent = {
    heading,
    paragraphs: [`Hello ${customer.firstName},`, ...lead],
    details: when(row),
    action: { label: kind === 'closure' ? 'Pick a new time' : 'See or change your visit', url },
  };
  const ics = calendarFile({
    uid: row.uid,
    sequence: row.sequence,
    method: cancel ? 'CANCEL' : 'REQUEST',
    date: row.date,
    window: row.window,
    summary: SUMMARY,
    description: `Arrival window ${WINDOW_HOURS[row.window].label}. See or change your visit: ${url}`,
    location: location(row),
    url,
    organizer: { name: site.companyName, email: context.companyEmail },
    attendee: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
    stamp: context.now,
  });
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    to: customer.email,
    replyTo: context.companyEmail,
    subject,
    ...renderEmail(content),
    kind: `appointment.${kind}`,
    attachments: [
      {
        filename: cancel ? 'cancelled-visit.ics' : 'visit.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: ics,
      },
    ],
  };
}

/** The subject of the booking-code e-mail (tests find it by this start). */
export const BOOKING_CODE_SUBJECT = `Your booking code for ${site.companyName}`;

/**
 * The 6-digit code that confirms a guest's held booking (issue 38). The address has not proven itself yet,
 * so the text is the company's own words only: no name, street, city, window or message the visitor
 * typed, nothing an abuser could put in a stranger's inbox under the company's name.
 */
export function bookingCodeEmail(to: string, code: string, companyEmail: string): OutgoingMail {
  const content: EmailContent = {
    heading: 'Your booking code',
    paragraphs: [
      `Someone asked to book a free in-home assessment with ${site.companyName} for this e-mail address. To confirm the visit, enter the code below on the booking page.`,
      `The code expires in ${HOLD_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nothing is booked without the code.`,
      `Questions? Call us 24/7 at ${site.trust.emergency.display}.`,
    ],
    code,
  };
  return {
    to,
    replyTo: companyEmail,
    subject: BOOKING_CODE_SUBJECT,
    ...renderEmail(content),
    kind: 'appointment.code',
  };
}
