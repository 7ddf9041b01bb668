import type { Locale } from '../../shared/i18n/locales';
import type { CallExpectation } from '../../shared/responseTimeTexts';
import type { StoredSizing } from '../db/schema';

// A lead as the services hand it to its e-mails and its inbox row (leadEmails.ts, inboxRow.ts).

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
  /** The language the customer wrote in (issue 39); English when not given. */
  language?: Locale;
  /** When the company will call (issue 40); none in a copy re-sent from the inbox (only the company's). */
  callBy?: CallExpectation;
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
  /** The language the customer wrote in (issue 39); English when not given. */
  language?: Locale;
  /** When the company will call (issue 40); none in a copy re-sent from the inbox (only the company's). */
  callBy?: CallExpectation;
}
