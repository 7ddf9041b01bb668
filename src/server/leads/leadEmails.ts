import { productCategories } from '../../content/catalogue/categories';
import { site } from '../../content/site';
import { heardAboutLabel, inquiryEntryName, serviceTypeLabel } from '../../shared/leads';
import { formatUsPhone } from '../../shared/phone';
import type { StoredSizing } from '../db/schema';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';
import { sizingDetailRows, sizingHeadlineRow, sizingLoadsTable } from '../sizing/sizingEmail';

// The e-mails a lead causes: the company's copy carries every field so that nobody has to look the lead up
// in the database; the visitor's confirmation repeats what they sent and how to reach the company. The
// address a visitor types may be anyone's: until it has proven itself (provenAddresses.ts) the visitor's
// copy is the plain one, with nothing the visitor typed, so the company's name never carries a stranger's
// words to a stranger (issue 38). What was asked for is named only from the site's own lists.

/** The visitor's copy: none, the full one (a proven address) or the plain one. */
export type VisitorCopy = 'full' | 'plain' | false;

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
const notYou = 'If you did not send this request, you can ignore this message.';

/** The inquiry-list names the catalogue gives its items: only these are named in a plain copy. */
const catalogueEntryNames: ReadonlySet<string> = new Set(
  productCategories.flatMap((category) =>
    category.items.map((item) => inquiryEntryName(item.category, item.name)),
  ),
);

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
    ['Service requested', serviceRequested(lead)],
    ['Description', lead.description],
    [
      'How they heard about us',
      lead.heardAboutOptionId ? (heardAboutLabel(lead.heardAboutOptionId) ?? '') : NOT_CHOSEN,
    ],
    ['Other details', lead.otherHeardAboutDetails],
    ...(lead.sizing ? [sizingHeadlineRow(lead.sizing)] : []),
  ];
}

function serviceRequested(lead: EstimateLead): string {
  return lead.serviceTypeId ? (serviceTypeLabel(lead.serviceTypeId) ?? NOT_CHOSEN) : NOT_CHOSEN;
}

function estimateConfirmation(lead: EstimateLead, copy: 'full' | 'plain') {
  const thanks = `Thank you for asking ${site.companyName} for a free estimate. We will contact you shortly to arrange it.`;
  if (copy === 'plain') {
    return renderEmail({
      heading: 'We received your estimate request',
      paragraphs: ['Hello,', thanks, urgent, notYou],
      // The size is the server's own figure, recomputed from the guide's answers (never text typed).
      details: [
        ['Service requested', serviceRequested(lead)],
        ...(lead.sizing ? [sizingHeadlineRow(lead.sizing)] : []),
      ],
    });
  }
  return renderEmail({
    heading: 'We received your estimate request',
    paragraphs: [`Hi ${lead.requester.first_name},`, thanks, urgent, 'This is what you sent us:'],
    details: estimateRows(lead),
  });
}

/** The company's copy of an estimate request and the requester's confirmation (`copy`, when not false). */
export function estimateEmails(lead: EstimateLead, companyEmail: string, copy: VisitorCopy): OutgoingMail[] {
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
  if (copy) {
    mails.push({
      to: requester.email,
      replyTo: companyEmail,
      subject: `Your free-estimate request to ${site.companyName}`,
      kind: 'estimate.confirmation',
      ...estimateConfirmation(lead, copy),
    });
  }
  return mails;
}

function productRows(products: InquiryLead['products']): Row[] {
  return products.map((p, i) => [`${i + 1}. ${p.name}`, p.message || 'No message']);
}

/** The catalogue's names among the products, and a count of the others (names the visitor typed). */
function plainProductRows(products: InquiryLead['products']): Row[] {
  const listed = products.filter((p) => catalogueEntryNames.has(p.name));
  const others = products.length - listed.length;
  return [
    ...listed.map((p): Row => ['Product', p.name]),
    ...(others > 0 ? [['Other items', `${others} other item${others === 1 ? '' : 's'}`] as Row] : []),
  ];
}

/** The visitor's confirmation of an inquiry: the full copy names them and repeats their messages. */
export function inquiryConfirmation(
  lead: InquiryLead,
  companyEmail: string,
  copy: 'full' | 'plain',
): OutgoingMail {
  const thanks = `Thank you for your inquiry to ${site.companyName}. We will get back to you shortly.`;
  const content =
    copy === 'plain'
      ? {
          paragraphs: ['Hello,', thanks, urgent, notYou, 'What you asked about:'],
          details: plainProductRows(lead.products),
        }
      : {
          paragraphs: [`Hi ${lead.name},`, thanks, urgent, 'The products you asked about:'],
          details: productRows(lead.products),
        };
  return {
    to: lead.email,
    replyTo: companyEmail,
    subject: `Your inquiry to ${site.companyName}`,
    kind: 'inquiry.confirmation',
    ...renderEmail({ heading: 'We received your inquiry', ...content }),
  };
}

/** The company's copy of an inquiry list and the visitor's confirmation (`copy`, when not false). */
export function inquiryEmails(lead: InquiryLead, companyEmail: string, copy: VisitorCopy): OutgoingMail[] {
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
  if (copy) mails.push(inquiryConfirmation(lead, companyEmail, copy));
  return mails;
}
