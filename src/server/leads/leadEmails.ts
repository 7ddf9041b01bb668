import { productCategories } from '../../content/catalogue/categories';
import { productCategories as spanishCategories } from '../../content/es/catalogue/categories';
import { site } from '../../content/site';
import type { Locale } from '../../shared/i18n/locales';
import {
  type HeardAboutOptionId,
  heardAboutLabel,
  heardAboutMessage,
  inquiryEntryName,
  type ServiceTypeId,
  serviceTypeLabel,
  serviceTypeMessage,
} from '../../shared/leads';
import { formatUsPhone } from '../../shared/phone';
import { translate, translatorFor } from '../i18n/translate';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';
import { sizingDetailRows, sizingHeadlineRow, sizingLoadsTable } from '../sizing/sizingEmail';
import { callLine } from './responseTime';

// The e-mails a lead causes: the company's copy carries every field so that nobody has to look the lead up
// in the database; the visitor's confirmation repeats what they sent and how to reach the company. The
// address a visitor types may be anyone's: until it has proven itself (provenAddresses.ts) the visitor's
// copy is the plain one, with nothing the visitor typed, so the company's name never carries a stranger's
// words to a stranger (issue 38). What was asked for is named only from the site's own lists.
// The visitor's copies are in the lead's language (the request's, issue 39); the company's copy stays
// English and, for a Spanish lead, says so in a box at the top and with "[ES]" before its subject.

/** The visitor's copy: none, the full one (a proven address) or the plain one. */
export type VisitorCopy = 'full' | 'plain' | false;

import type { EstimateLead, InquiryLead } from './leadTypes';

export type { EstimateLead, InquiryLead, Requester } from './leadTypes';

type Row = [label: string, value: string];

/** The outbox kind of each lead's copy to the company inbox (the staff inbox links the lead to it). */
export const COMPANY_COPY_KIND = { estimate: 'estimate.company', inquiry: 'inquiry.company' } as const;

// The service area is Florida; its cities all keep Eastern time.
const received = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

type Translator = ReturnType<typeof translatorFor>;
const english = translatorFor('en');

/** The tag before a company copy's subject and the line at its top, for a lead not written in English. */
const LANGUAGE_TAG: Partial<Record<Locale, string>> = { es: '[ES] ' };

function companyNotice(language: Locale | undefined): { notice?: string } {
  return language === 'es' ? { notice: english('mailCompany.spanish') } : {};
}

function companySubject(language: Locale | undefined, subject: string): string {
  return `${(language && LANGUAGE_TAG[language]) ?? ''}${subject}`;
}

const urgent = (t: Translator) => t('mailLead.urgent', { phone: site.phone.display });

/**
 * The inquiry-list names the catalogue gives its items, in either language (the Spanish site's list names
 * them in Spanish): only these are named in a plain copy.
 */
const catalogueEntryNames: ReadonlySet<string> = new Set([
  ...productCategories.flatMap((category) =>
    category.items.map((item) => inquiryEntryName(item.category, item.name)),
  ),
  ...spanishCategories.flatMap((category) => category.items.map((item) => item.name)),
]);

function submittedAs(username: string | undefined): string {
  return username ? `Signed-in customer (${username})` : 'Guest';
}

/** The rows of an estimate request, in `locale` (the company's copy: English). */
function estimateRows(lead: EstimateLead, locale: Locale = 'en'): Row[] {
  const { requester } = lead;
  const t = translatorFor(locale);
  const notChosen = t('mailLead.notChosen');
  const heardAbout = lead.heardAboutOptionId
    ? locale === 'en'
      ? (heardAboutLabel(lead.heardAboutOptionId) ?? '')
      : translate(locale, heardAboutMessage(lead.heardAboutOptionId as HeardAboutOptionId))
    : notChosen;
  return [
    [t('mailLead.name'), `${requester.first_name} ${requester.last_name}`],
    [t('mailLead.email'), requester.email],
    [t('mailLead.phone'), formatUsPhone(lead.phone)],
    [t('mailLead.city'), lead.city ? `${lead.city}, ${site.state}` : notChosen],
    [t('mailLead.serviceRequested'), serviceRequested(lead, locale)],
    [t('mailLead.description'), lead.description],
    [t('mailLead.heardAbout'), heardAbout],
    [t('mailLead.otherDetails'), lead.otherHeardAboutDetails],
    ...(lead.sizing ? [sizingHeadlineRow(lead.sizing, locale)] : []),
  ];
}

function serviceRequested(lead: EstimateLead, locale: Locale = 'en'): string {
  const notChosen = translate(locale, 'mailLead.notChosen');
  if (!lead.serviceTypeId) return notChosen;
  const label = serviceTypeLabel(lead.serviceTypeId);
  if (label === undefined) return notChosen;
  return locale === 'en' ? label : translate(locale, serviceTypeMessage(lead.serviceTypeId as ServiceTypeId));
}

function estimateConfirmation(lead: EstimateLead, copy: 'full' | 'plain') {
  const locale = lead.language ?? 'en';
  const t = translatorFor(locale);
  const thanks = [
    t('mailLead.estimateThanks', { company: site.companyName }),
    ...callLine(locale, lead.callBy),
  ];
  if (copy === 'plain') {
    return renderEmail(
      {
        heading: t('mailLead.estimateHeading'),
        paragraphs: [t('mail.hello'), ...thanks, urgent(t), t('mailLead.notYou')],
        // The size is the server's own figure, recomputed from the guide's answers (never text typed).
        details: [
          [t('mailLead.serviceRequested'), serviceRequested(lead, locale)],
          ...(lead.sizing ? [sizingHeadlineRow(lead.sizing, locale)] : []),
        ],
      },
      locale,
    );
  }
  return renderEmail(
    {
      heading: t('mailLead.estimateHeading'),
      paragraphs: [
        t('mail.hi', { firstName: lead.requester.first_name }),
        ...thanks,
        urgent(t),
        t('mailLead.whatYouSent'),
      ],
      details: estimateRows(lead, locale),
    },
    locale,
  );
}

/** The company's copy of an estimate request and the requester's confirmation (`copy`, when not false). */
export function estimateEmails(lead: EstimateLead, companyEmail: string, copy: VisitorCopy): OutgoingMail[] {
  const { requester } = lead;
  const name = `${requester.first_name} ${requester.last_name}`;
  const service = lead.serviceTypeId ? serviceTypeLabel(lead.serviceTypeId) : undefined;
  const company = renderEmail({
    heading: 'New free-estimate request',
    ...companyNotice(lead.language),
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
      subject: companySubject(lead.language, `Estimate request: ${name}${service ? ` (${service})` : ''}`),
      kind: COMPANY_COPY_KIND.estimate,
      ...company,
    },
  ];
  if (copy) {
    mails.push({
      to: requester.email,
      replyTo: companyEmail,
      subject: translate(lead.language ?? 'en', 'mailLead.estimateSubject', { company: site.companyName }),
      kind: 'estimate.confirmation',
      ...estimateConfirmation(lead, copy),
    });
  }
  return mails;
}

function productRows(products: InquiryLead['products'], t: Translator = english): Row[] {
  return products.map((p, i) => [`${i + 1}. ${p.name}`, p.message || t('mailLead.noMessage')]);
}

/** The catalogue's names among the products, and a count of the others (names the visitor typed). */
function plainProductRows(products: InquiryLead['products'], t: Translator): Row[] {
  const listed = products.filter((p) => catalogueEntryNames.has(p.name));
  const others = products.length - listed.length;
  return [
    ...listed.map((p): Row => [t('mailLead.product'), p.name]),
    ...(others > 0
      ? [[t('mailLead.otherItems'), t('mailLead.otherItemsCount', { count: others })] as Row]
      : []),
  ];
}

/** The visitor's confirmation of an inquiry: the full copy names them and repeats their messages. */
export function inquiryConfirmation(
  lead: InquiryLead,
  companyEmail: string,
  copy: 'full' | 'plain',
): OutgoingMail {
  const locale = lead.language ?? 'en';
  const t = translatorFor(locale);
  const thanks = [
    t('mailLead.inquiryThanks', { company: site.companyName }),
    ...callLine(locale, lead.callBy),
  ];
  const content =
    copy === 'plain'
      ? {
          paragraphs: [
            t('mail.hello'),
            ...thanks,
            urgent(t),
            t('mailLead.notYou'),
            t('mailLead.whatYouAskedAbout'),
          ],
          details: plainProductRows(lead.products, t),
        }
      : {
          paragraphs: [
            t('mail.hi', { firstName: lead.name }),
            ...thanks,
            urgent(t),
            t('mailLead.productsYouAskedAbout'),
          ],
          details: productRows(lead.products, t),
        };
  return {
    to: lead.email,
    replyTo: companyEmail,
    subject: t('mailLead.inquirySubject', { company: site.companyName }),
    kind: 'inquiry.confirmation',
    ...renderEmail({ heading: t('mailLead.inquiryHeading'), ...content }, locale),
  };
}

/** The company's copy of an inquiry list and the visitor's confirmation (`copy`, when not false). */
export function inquiryEmails(lead: InquiryLead, companyEmail: string, copy: VisitorCopy): OutgoingMail[] {
  const count = `${lead.products.length} product${lead.products.length === 1 ? '' : 's'}`;
  const company = renderEmail({
    heading: 'New product inquiry',
    ...companyNotice(lead.language),
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
      subject: companySubject(lead.language, `Inquiry: ${lead.name} (${count})`),
      kind: COMPANY_COPY_KIND.inquiry,
      ...company,
    },
  ];
  if (copy) mails.push(inquiryConfirmation(lead, companyEmail, copy));
  return mails;
}
