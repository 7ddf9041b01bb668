// The company's lead inbox (issue 13): the statuses a lead moves through, the two kinds of lead and the
// limits of the staff calls, shared by the contract's checks on the server and the future /staff page.

import type { Locale } from './i18n/locales';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A new lead starts here; every other status is set by staff. */
export const INITIAL_LEAD_STATUS: LeadStatus = 'new';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** An estimate request (the Get Estimate form) or an inquiry (the inquiry list). */
export const LEAD_KINDS = ['estimate', 'inquiry'] as const;

/**
 * How staff first reached a customer (issue 40): the three a person logs with one tap, then what the inbox
 * records on its own when staff act on a lead that nobody had contacted yet (the first status change, note
 * or e-mail reply).
 */
export const LOGGED_CONTACT_CHANNELS = ['called', 'texted', 'emailed'] as const;
export const LEAD_CONTACT_CHANNELS = [...LOGGED_CONTACT_CHANNELS, 'status', 'note', 'reply'] as const;
export type LoggedContactChannel = (typeof LOGGED_CONTACT_CHANNELS)[number];
export type LeadContactChannel = (typeof LEAD_CONTACT_CHANNELS)[number];

/** How the staff area names each way of first contact: "First contact: called 4 min after it arrived". */
export const LEAD_CONTACT_CHANNEL_LABELS: Record<LeadContactChannel, string> = {
  called: 'called',
  texted: 'texted',
  emailed: 'e-mailed',
  status: 'status changed',
  note: 'note added',
  reply: 'replied by e-mail',
};

export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

export const LEAD_LIMITS = {
  /** A staff note, after trimming. */
  noteMaxLength: 2000,
  /**
   * Searches shorter than a trigram cannot use the search index and would read every lead, so the
   * contract asks for at least three characters.
   */
  searchMinLength: 3,
  searchMaxLength: 100,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  /** The summary of a lead shown in the list: this many characters at most. */
  summaryMaxLength: 140,
} as const;

/** How the inbox names the state of a lead's company e-mail (MailDeliveryState of the contract). */
export const EMAIL_DELIVERY_LABELS = {
  pending: 'E-mail waiting',
  sent: 'E-mail sent',
  dead: 'E-mail failed',
} as const;

/**
 * The languages a customer may write in, as the (English) staff area names them (issue 39): the inbox's
 * filter and the badge of a lead that is not in English.
 */
export const LEAD_LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The drawer's line for a lead not written in English, as the company's e-mail says it. */
export function replyInLanguageText(language: Locale): string {
  const name = LEAD_LANGUAGE_LABELS[language];
  return `Customer wrote in ${name}: reply in ${name}`;
}

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  estimate: 'Estimate request',
  inquiry: 'Product inquiry',
};

/**
 * At or above this width the inbox is a table instead of cards (its five columns need the room): the
 * large breakpoint of SPEC 9 (layout.ts), kept here so the public pages' layout module stays whole.
 */
export const LEAD_TABLE_MIN_WIDTH_PX = 992;
