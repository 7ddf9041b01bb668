import type { Locale } from '../../shared/i18n/locales';
import type { components } from '../schema';

// A lead kept on the phone while the network is away (issue 29): the exact requests its form sent, or would
// have sent, each under its Idempotency-Key, in order. The forms' statecharts build it (a draft), the page
// stores it (leadOutbox.ts), and the page or the service worker sends it later (sendSavedLeads.ts). Sending
// the same key with the same body again is what makes a late resend safe: within 24 hours the server answers
// a request it already ran with its first answer instead of storing the lead twice
// (docs/decisions/105-idempotency-keys-issue-25.md).
// Only a guest's leads are kept: every call here is anonymous
// (docs/decisions/132-leads-written-offline-are-kept-issue-29.md).

type Schemas = components['schemas'];

export type LeadKind = 'inquiry' | 'estimate';

/** The keyed, anonymous operations a saved lead may call (openapi.yaml paths, under the API's base). */
export type SavedCallPath = '/email/inquiry' | '/guests/create' | '/guest/service-request';

/** One request of a lead as the form built it. */
export interface DraftCall {
  path: SavedCallPath;
  key: string;
  /** The JSON body, exactly as the form sent it (or would have). */
  body: object;
  /** A guest's request whose guest record is made by the call before it: `guest_id` is that call's answer. */
  guestIdFromPrevious?: true;
}

/** A lead as a form hands it to the outbox. */
export interface LeadDraft {
  kind: LeadKind;
  calls: DraftCall[];
}

export interface SavedCall {
  /** The full address, made when it was saved, so the service worker needs no setting of its own. */
  url: string;
  key: string;
  body: object;
  guestIdFromPrevious?: true;
}

export interface SavedLead {
  /** The first call's key: unique per submission, so saving the same submission twice keeps one lead. */
  id: string;
  kind: LeadKind;
  /** When it was saved (ms since the epoch): leads are sent oldest first. */
  savedAt: number;
  /** Tries by the outbox that got no answer or a "not now" (409, 429, 5xx). */
  attempts: number;
  /** Never changed once saved; `answered` says how far sending got. */
  calls: SavedCall[];
  /** How many of `calls` the server answered with a 2xx: sending goes on with the next. */
  answered: number;
  /** What POST /guests/create answered, for the request after it. */
  guestId: string | null;
  /** The server's reason when it refused the lead (then `calls` is emptied): kept only to tell the visitor. */
  refusal: string | null;
  /**
   * The language of the page that saved it (issue 39), sent as Accept-Language with every call, so a lead
   * sent later (by the service worker too) is stored in it and its e-mails are written in it.
   */
  language?: Locale;
}

/** The inquiry list's one call. */
export function inquiryLead(key: string, body: Schemas['InquiryRequest']): LeadDraft {
  return { kind: 'inquiry', calls: [{ path: '/email/inquiry', key, body }] };
}

/**
 * A guest's estimate: the guest record, then the request under the same key (each operation keeps its own
 * keys); or, when the guest record was already answered (`guest` is its id), the request alone.
 */
export function estimateLead(
  key: string,
  request: Omit<Schemas['GuestServiceRequest'], 'guest_id'>,
  guest: Schemas['GuestRequest'] | string,
): LeadDraft {
  if (typeof guest === 'string') {
    return {
      kind: 'estimate',
      calls: [{ path: '/guest/service-request', key, body: { guest_id: guest, ...request } }],
    };
  }
  return {
    kind: 'estimate',
    calls: [
      { path: '/guests/create', key, body: guest },
      { path: '/guest/service-request', key, body: request, guestIdFromPrevious: true },
    ],
  };
}

/** The lead as stored: its calls with their full addresses under `apiBase`, nothing sent yet. */
export function savedLead(draft: LeadDraft, apiBase: string, now: number, language?: Locale): SavedLead {
  const first = draft.calls[0];
  if (!first) throw new Error('a saved lead needs at least one call');
  return {
    id: first.key,
    kind: draft.kind,
    savedAt: now,
    attempts: 0,
    calls: draft.calls.map(({ path, ...call }) => ({ ...call, url: `${apiBase}${path}` })),
    answered: 0,
    guestId: null,
    refusal: null,
    ...(language ? { language } : {}),
  };
}

/** The body of `call` as it goes out: a guest's request gets the guest id its previous call answered. */
export function bodyToSend(lead: SavedLead, call: SavedCall): object {
  return call.guestIdFromPrevious ? { guest_id: lead.guestId, ...call.body } : call.body;
}

/**
 * What an answer means for a saved lead: done (2xx: a replayed answer too), not now (409 while its first
 * try still runs, 429, 408 and 5xx: the same request goes again later), or refused (any other status: the
 * server will never take this request, and sending it again would not change that).
 */
export type AnswerVerdict = 'done' | 'later' | 'refused';

export function answerVerdict(status: number): AnswerVerdict {
  if (status >= 200 && status < 300) return 'done';
  if (status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429) return 'refused';
  return 'later';
}

/** Leads oldest first (ties by id, so every sender agrees on the order). */
export function oldestFirst(leads: readonly SavedLead[]): SavedLead[] {
  return [...leads].sort((a, b) => a.savedAt - b.savedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The Background Sync tag the page registers and the service worker answers by calling sendSavedLeads. */
export const SEND_SAVED_LEADS_TAG = 'send-saved-leads';

/** The Web Locks name every sender holds, so one tab or the worker sends at a time. */
export const LEAD_OUTBOX_LOCK = 'lead-outbox';

/** The `type` of the message the service worker posts to open pages after it sent saved leads. */
export const SAVED_LEADS_MESSAGE = 'saved-leads-sent';

/** What the service worker posts to open pages (`client.postMessage`) when a run sent leads. */
export interface SavedLeadsMessage {
  type: typeof SAVED_LEADS_MESSAGE;
  /** How many leads the run sent. */
  sent: number;
}

export function savedLeadsMessage(sent: number): SavedLeadsMessage {
  return { type: SAVED_LEADS_MESSAGE, sent };
}

/** Whether a message the page received is the worker's word that saved leads were sent. */
export function isSavedLeadsMessage(data: unknown): data is SavedLeadsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === SAVED_LEADS_MESSAGE &&
    'sent' in data &&
    typeof data.sent === 'number'
  );
}
