import { site } from '../../content/site';
import {
  APPOINTMENT_TIME_ZONE_LABEL,
  type AppointmentWindow,
  formatLocalDate,
  WINDOW_HOURS,
} from '../../shared/appointments';
import { formatUsPhone } from '../../shared/phone';
import { translate } from '../i18n/translate';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';
import { STAFF_PAGE_PATH } from '../staff/staffPage';
import type { AppointmentRow, Customer } from './appointmentRecord';

// The company inbox's short notice of a change to the schedule (issue 28): a customer booked, moved or
// cancelled online, or staff booked for a caller. It says what happened and to whom, and points to the staff
// schedule; it carries no calendar file (the schedule is the company's calendar) and no manage link (that
// link is the customer's).

export type CompanyNoticeKind = 'booked' | 'moved' | 'cancelled';

/** Who made the change: the customer online, or a staff member (by name) for a caller. */
export type ChangedBy = { role: 'customer' } | { role: 'staff'; name: string };

export interface CompanyNotice {
  kind: CompanyNoticeKind;
  by: ChangedBy;
  row: AppointmentRow;
  customer: Customer;
  /** A move's earlier date and window. */
  previous?: { date: string; window: AppointmentWindow };
}

/** The outbox kind of the notices, so they can be told from the customer's appointment e-mails. */
export const COMPANY_NOTICE_KIND = 'appointment.company';

/** "Monday, November 30, 2026, 8 am – 12 pm Florida time (Eastern)". */
export function visitTime(date: string, window: AppointmentWindow): string {
  return `${formatLocalDate(date)}, ${WINDOW_HOURS[window].label} ${APPOINTMENT_TIME_ZONE_LABEL}`;
}

function what(notice: CompanyNotice, name: string): { heading: string; subject: string; lead: string } {
  const { kind, by } = notice;
  const staff = by.role === 'staff' ? by.name : undefined;
  switch (kind) {
    case 'booked':
      return {
        heading: staff ? 'Visit booked for a caller' : 'Visit booked online',
        subject: 'Visit booked',
        lead: staff
          ? `${staff} booked a free in-home assessment for ${name} from the staff inbox.`
          : `${name} booked a free in-home assessment on the website.`,
      };
    case 'moved':
      return {
        heading: staff ? 'Visit moved for a caller' : 'Visit moved online',
        subject: 'Visit moved',
        lead: staff
          ? `${staff} moved the free in-home assessment of ${name} from the staff inbox.`
          : `${name} picked a new time for their free in-home assessment on the website.`,
      };
    case 'cancelled':
      return {
        heading: 'Visit cancelled online',
        subject: 'Visit cancelled',
        lead: `${name} cancelled their free in-home assessment on the website. The window has room again.`,
      };
  }
}

/** The notice to the company inbox; replies go to the customer. */
export function companyNotice(
  notice: CompanyNotice,
  context: { publicUrl: string; companyEmail: string },
): OutgoingMail {
  const { row, customer, previous } = notice;
  const name = `${customer.firstName} ${customer.lastName}`;
  const { heading, subject, lead } = what(notice, name);
  const when = visitTime(row.date, row.window);
  const city = customer.city || row.city;
  // A Spanish lead's notice says so first: staff call back in the customer's language (issue 39).
  const spanish = customer.language === 'es';
  const content = renderEmail({
    heading,
    ...(spanish ? { notice: translate('en', 'mailCompany.spanish') } : {}),
    paragraphs: [lead, 'The staff schedule shows the day with its other visits.'],
    details: [
      [notice.kind === 'cancelled' ? 'Was booked for' : 'When', when],
      ...(previous ? [['Previous time', visitTime(previous.date, previous.window)] as [string, string]] : []),
      ['Name', name],
      ['Phone', customer.phone ? formatUsPhone(customer.phone) : 'Not given'],
      ['City', city ? `${city}, ${site.state}` : 'Not given'],
      ['Address', row.address],
      ['E-mail', customer.email],
      ['Request id', row.service_request_id],
    ],
    action: { label: 'Open the staff schedule', url: `${context.publicUrl}${STAFF_PAGE_PATH}` },
  });
  return {
    to: context.companyEmail,
    replyTo: customer.email,
    subject: `${spanish ? '[ES] ' : ''}${subject}: ${name}, ${formatLocalDate(row.date)}, ${WINDOW_HOURS[row.window].label}`,
    kind: COMPANY_NOTICE_KIND,
    ...content,
  };
}
