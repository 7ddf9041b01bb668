import { site } from '../../content/site';
import { heardAboutLabel, serviceTypeLabel } from '../../shared/leads';
import { formatUsPhone } from '../../shared/phone';
import type { StoredSizing } from '../db/schema';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';
import { sizingDetailRows, sizingHeadlineRow, sizingLoadsTable } from '../sizing/sizingEmail';

// The e-mails a lead causes: the company's copy carries every field so that nobody has to look the lead up
// in the database; the visitor's confirmation repeats what they sent and how to reach the company.

export interface Requester {
  first_name: string;
  last_name: string;
  email: string;
  /** Set for a signed-in customer. */
  username?: string;
}

export interface EstimateLead {
  id: string;
  receivedAt: Date;
  requester: Requester;
  phone: string;
  city: string | null;
  serviceTypeId: number | null;
  description: string;
  heardAboutOptionId: number | null;
  otherHeardAboutDetails: string;
  /** The sizing guide's answers and the size the server computed, when the request came from the guide. */
  sizing: StoredSizing | null;
}

export interface InquiryLead {
  id: string;
  receivedAt: Date;
  name: string;
  email: string;
  phone: string;
  /** Set when the visitor was signed in. */
  username?: string;
  products: Array<{ name: string; message: string }>;
}

type Row = [label: string, value: string];

/** The outbox kind of each lead's copy to the company inbox (the staff inbox links the lead to it). */
export const COMPANY_COPY_KIND = { estimate: 'estimate.company', inquiry: 'inquiry.company' } as const;

// The service area is Florida; its cities all keep Eastern time.
const received = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

const NOT_CHOSEN = 'Not chosen';

const urgent = `If it is urgent, call us at ${site.phone.display}.`;

function submittedAs(username: string | undefined): string {
  return username ? `Signed-in customer (${username})` : 'Guest';
}

function estimateRows(lead: EstimateLead): Row[] {
  const { requester } = lead;
  return [
    ['Name', `${requester.first_name} ${requester.last_name}`],
    ['E-mail', requester.email],
    ['Phone', formatUsPhone(lead.phone)],
    ['City', lead.city ? `${lead.city}, ${site.state}` : NOT_CHOSEN],
    ['Service requested', lead.serviceTypeId ? (serviceTypeLabel(lead.serviceTypeId) ?? '') : NOT_CHOSEN],
    ['Description', lead.description],
    [
      'How they heard about us',
      lead.heardAboutOptionId ? (heardAboutLabel(lead.heardAboutOptionId) ?? '') : NOT_CHOSEN,
    ],
    ['Other details', lead.otherHeardAboutDetails],
    ...(lead.sizing ? [sizingHeadlineRow(lead.sizing)] : []),
  ];
}

/** The company's copy of an estimate request and, if `confirm`, the requester's confirmation. */
export function estimateEmails(lead: EstimateLead, companyEmail: string, confirm: boolean): OutgoingMail[] {
  const { requester } = lead;
  const name = `${requester.first_name} ${requester.last_name}`;
  const service = lead.serviceTypeId ? serviceTypeLabel(lead.serviceTypeId) : undefined;
  const company = renderEmail({
    heading: 'New free-estimate request',
    paragraphs: [`${name} asked for a free estimate on the website. Please call or e-mail them back.`],
    details: [
      ...estimateRows(lead),
      ...(lead.sizing ? sizingDetailRows(lead.sizing) : []),
      ['Submitted as', submittedAs(requester.username)],
      ['Received', received.format(lead.receivedAt)],
      ['Request id', lead.id],
    ],
    ...(lead.sizing ? { table: sizingLoadsTable(lead.sizing) } : {}),
  });
  const mails: OutgoingMail[] = [
    {
      to: companyEmail,
      replyTo: requester.email,
      subject: `Estimate request: ${name}${service ? ` (${service})` : ''}`,
      kind: COMPANY_COPY_KIND.estimate,
      ...company,
    },
  ];
  if (confirm) {
    const confirmation = renderEmail({
      heading: 'We received your estimate request',
      paragraphs: [
        `Hi ${requester.first_name},`,
        `Thank you for asking ${site.companyName} for a free estimate. We will contact you shortly to arrange it.`,
        urgent,
        'This is what you sent us:',
      ],
      details: estimateRows(lead),
    });
    mails.push({
      to: requester.email,
      replyTo: companyEmail,
      subject: `Your free-estimate request to ${site.companyName}`,
      kind: 'estimate.confirmation',
      ...confirmation,
    });
  }
  return mails;
}

function productRows(products: InquiryLead['products']): Row[] {
  return products.map((p, i) => [`${i + 1}. ${p.name}`, p.message || 'No message']);
}

/** The company's copy of an inquiry list and, if `confirm`, the visitor's confirmation. */
export function inquiryEmails(lead: InquiryLead, companyEmail: string, confirm: boolean): OutgoingMail[] {
  const count = `${lead.products.length} product${lead.products.length === 1 ? '' : 's'}`;
  const company = renderEmail({
    heading: 'New product inquiry',
    paragraphs: [
      `${lead.name} sent an inquiry about ${count} from the website. Products and their messages:`,
    ],
    details: [
      ...productRows(lead.products),
      ['Name', lead.name],
      ['E-mail', lead.email],
      ['Phone', formatUsPhone(lead.phone)],
      ['Submitted as', submittedAs(lead.username)],
      ['Received', received.format(lead.receivedAt)],
      ['Inquiry id', lead.id],
    ],
  });
  const mails: OutgoingMail[] = [
    {
      to: companyEmail,
      replyTo: lead.email,
      subject: `Inquiry: ${lead.name} (${count})`,
      kind: COMPANY_COPY_KIND.inquiry,
      ...company,
    },
  ];
  if (confirm) {
    const confirmation = renderEmail({
      heading: 'We received your inquiry',
      paragraphs: [
        `Hi ${lead.name},`,
        `Thank you for your inquiry to ${site.companyName}. We will get back to you shortly.`,
        urgent,
        'The products you asked about:',
      ],
      details: productRows(lead.products),
    });
    mails.push({
      to: lead.email,
      replyTo: companyEmail,
      subject: `Your inquiry to ${site.companyName}`,
      kind: 'inquiry.confirmation',
      ...confirmation,
    });
  }
  return mails;
}
