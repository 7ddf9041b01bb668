import { site } from '../../content/site';
import {
  APPOINTMENT_TIME_ZONE_LABEL,
  APPOINTMENT_TIME_ZONE_NAME,
  formatLocalDate,
  HOLD_MINUTES,
  windowHoursLabel,
} from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';
import { translate, translatorFor } from '../i18n/translate';
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

type Translator = ReturnType<typeof translatorFor>;

function location(row: AppointmentRow): string {
  return [row.address, row.city, 'FL'].filter((part) => part !== '').join(', ');
}

/** The arrival window and its zone: "8 am – 12 pm (Florida time (Eastern))" in English, as before. */
function windowText(row: AppointmentRow, locale: Locale): string {
  const zone = locale === 'en' ? APPOINTMENT_TIME_ZONE_LABEL : translate(locale, APPOINTMENT_TIME_ZONE_NAME);
  return `${windowHoursLabel(row.window, locale)} (${zone})`;
}

function when(row: AppointmentRow, locale: Locale, t: Translator): Array<[string, string]> {
  return [
    [t('mailVisit.date'), formatLocalDate(row.date, locale)],
    [t('mailVisit.window'), windowText(row, locale)],
    [t('mailVisit.address'), location(row)],
  ];
}

function texts(
  kind: AppointmentMailKind,
  row: AppointmentRow,
  reason: string | undefined,
  locale: Locale,
  t: Translator,
) {
  const day = formatLocalDate(row.date, locale);
  const expect = t('mailVisit.expect');
  switch (kind) {
    case 'booked':
      return {
        subject: t('mailVisit.bookedSubject', { day }),
        heading: t('mailVisit.bookedHeading'),
        lead: [expect],
      };
    case 'moved':
      return {
        subject: t('mailVisit.movedSubject', { day }),
        heading: t('mailVisit.movedHeading'),
        lead: [expect],
      };
    case 'reminder':
      return {
        subject: t('mailVisit.reminderSubject', { day }),
        heading: t('mailVisit.reminderHeading'),
        lead: [expect],
      };
    case 'newLink':
      return {
        subject: t('mailVisit.newLinkSubject'),
        heading: t('mailVisit.newLinkHeading'),
        lead: [t('mailVisit.newLinkBody')],
      };
    case 'cancelled':
      return {
        subject: t('mailVisit.cancelledSubject', { day }),
        heading: t('mailVisit.cancelledHeading'),
        lead: [t('mailVisit.cancelledBody')],
      };
    case 'closure':
      return {
        subject: t('mailVisit.closureSubject'),
        heading: t('mailVisit.closureHeading'),
        lead: [
          // A closure's reason is staff's own words (English): the default one is the customer's language.
          t('mailVisit.closureBody', { day, reason: reason ?? t('mailVisit.closureDefaultReason') }),
          t('mailVisit.closurePick'),
        ],
      };
  }
}

/**
 * One appointment e-mail to the customer, with its .ics (METHOD:CANCEL for a cancellation or closure), in
 * the language of the estimate request (issue 39): texts, dates, the calendar entry's summary and
 * description, and the manage link's page (/es/appointments/manage/... for Spanish).
 */
export function appointmentEmail(
  kind: AppointmentMailKind,
  row: AppointmentRow,
  customer: Customer,
  context: AppointmentMailContext,
): OutgoingMail {
  const locale = customer.language ?? 'en';
  const t = translatorFor(locale);
  const url = manageUrl(context.publicUrl, context.token, locale);
  const cancel = kind === 'cancelled' || kind === 'closure';
  const { subject, heading, lead } = texts(kind, row, context.reason, locale, t);
  const content: EmailContent = {
    heading,
    paragraphs: [t('mail.helloName', { firstName: customer.firstName }), ...lead],
    details: when(row, locale, t),
    action: { label: kind === 'closure' ? t('mailVisit.pickNewTime') : t('mailVisit.seeOrChange'), url },
  };
  const ics = calendarFile({
    uid: row.uid,
    sequence: row.sequence,
    method: cancel ? 'CANCEL' : 'REQUEST',
    date: row.date,
    window: row.window,
    summary: t('mailVisit.summary', { company: site.companyName }),
    description: t('mailVisit.icsDescription', { window: windowHoursLabel(row.window, locale), url }),
    location: location(row),
    url,
    organizer: { name: site.companyName, email: context.companyEmail },
    attendee: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
    stamp: context.now,
    language: locale,
  });
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    to: customer.email,
    replyTo: context.companyEmail,
    subject,
    ...renderEmail(content, locale),
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
export function bookingCodeEmail(
  to: string,
  code: string,
  companyEmail: string,
  locale: Locale = 'en',
): OutgoingMail {
  const t = translatorFor(locale);
  const company = { company: site.companyName };
  const content: EmailContent = {
    heading: t('mailVisit.codeHeading'),
    paragraphs: [
      t('mailVisit.codeBody', company),
      t('mailVisit.codeExpires', { minutes: HOLD_MINUTES }),
      t('mailVisit.codeQuestions', { phone: site.trust.emergency.display }),
    ],
    code,
  };
  return {
    to,
    replyTo: companyEmail,
    subject: t('mailVisit.codeSubject', company),
    ...renderEmail(content, locale),
    kind: 'appointment.code',
  };
}
