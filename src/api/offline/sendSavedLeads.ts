import { serverErrorText } from '../../shared/apiErrors';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/submissionKeys';
import { type LeadOutboxStore, openLeadOutbox } from './leadOutbox';
import {
  answerVerdict,
  bodyToSend,
  LEAD_OUTBOX_LOCK,
  type LeadKind,
  type SavedCall,
  type SavedLead,
} from './savedLeads';

// Sends the leads saved on the phone (issue 29), oldest first, each request under the key it was saved with:
// a lead is removed once every request of it was answered 2xx (a replayed answer too), kept for later on no
// answer, 408, 409, 429 or 5xx, and marked refused on any other 4xx so the page can tell the visitor. The
// server answers each key once (docs/decisions/105-idempotency-keys-issue-25.md); this never changes a saved
// key or body. Uses only `fetch`, `indexedDB` and `navigator.locks`, so the service worker's Background Sync
// runs it as the page does.

export interface SentLead {
  id: string;
  kind: LeadKind;
}

export interface RefusedLead extends SentLead {
  /** The server's `error` text, or '' when it gave none. */
  reason: string;
}

export interface SendOutcome {
  sent: SentLead[];
  /** Refused in this run (every refusal not yet told is read with takeRefusals). */
  refused: RefusedLead[];
  /** Leads left for a later run: a Background Sync handler rejects then, so the browser tries again. */
  kept: number;
}

type LockRequest = (name: string, work: () => Promise<SendOutcome>) => Promise<SendOutcome>;

export interface SendOptions {
  store?: LeadOutboxStore;
  fetch?: typeof fetch;
  /** Web Locks (`navigator.locks`), or null to serialise within this page or worker only. */
  locks?: { request: LockRequest } | null;
}

type LeadResult =
  | { verdict: 'done' }
  | { verdict: 'later'; lead: SavedLead }
  | { verdict: 'refused'; reason: string };

function requestInit(lead: SavedLead, call: SavedCall): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: call.key,
      // The saving page's language (issue 39): the lead is stored in it whoever sends it.
      ...(lead.language ? { 'Accept-Language': lead.language } : {}),
    },
    body: JSON.stringify(bodyToSend(lead, call)),
    // Only guests' leads are saved: the calls are anonymous, and no answer of them is cached.
    credentials: 'omit',
    cache: 'no-store',
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The guest id of POST /guests/create's answer (GuestCreated), or null when it has none. */
function guestIdIn(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('payload' in answer)) return null;
  const { payload } = answer;
  if (typeof payload !== 'object' || payload === null || !('id' in payload)) return null;
  return typeof payload.id === 'string' ? payload.id : null;
}

/** Sends what is left of `lead`; progress after each answered request is stored, so a closed page resumes. */
async function sendLead(store: LeadOutboxStore, lead: SavedLead, send: typeof fetch): Promise<LeadResult> {
  let current = lead;
  for (let call = current.calls[current.answered]; call; call = current.calls[current.answered]) {
    let response: Response;
    try {
      response = await send(call.url, requestInit(current, call));
    } catch {
      return { verdict: 'later', lead: current };
    }
    const verdict = answerVerdict(response.status);
    if (verdict === 'later') return { verdict, lead: current };
    if (verdict === 'refused') {
      return { verdict, reason: serverErrorText({ body: await jsonOf(response) }, '') };
    }
    const next = current.calls[current.answered + 1];
    let guestId = current.guestId;
    if (next?.guestIdFromPrevious) {
      guestId = guestIdIn(await jsonOf(response));
      // A 2xx without the guest's id breaks the contract; sending the same again would not mend it.
      if (guestId === null) return { verdict: 'refused', reason: '' };
    }
    current = { ...current, answered: current.answered + 1, guestId };
    if (next) await store.put(current);
  }
  return { verdict: 'done' };
}

async function sendAll(store: LeadOutboxStore, send: typeof fetch): Promise<SendOutcome> {
  const leads = (await store.list()).filter((lead) => lead.refusal === null);
  const outcome: SendOutcome = { sent: [], refused: [], kept: 0 };
  for (const [index, lead] of leads.entries()) {
    const result = await sendLead(store, lead, send);
    const { id, kind } = lead;
    if (result.verdict === 'done') {
      await store.remove(id);
      outcome.sent.push({ id, kind });
    } else if (result.verdict === 'refused') {
      // The visitor's details go; what is kept is only enough to tell them on their next visit.
      await store.put({ ...lead, calls: [], refusal: result.reason });
      outcome.refused.push({ id, kind, reason: result.reason });
    } else {
      await store.put({ ...result.lead, attempts: lead.attempts + 1 });
      // The network or the server is away: the rest waits too, so leads still go out in the order written.
      outcome.kept = leads.length - index;
      break;
    }
  }
  return outcome;
}

let running: Promise<unknown> = Promise.resolve();

/** Within one page or worker, runs start one after another when Web Locks are not there. */
function inTurn(work: () => Promise<SendOutcome>): Promise<SendOutcome> {
  const run = running.then(work, work);
  running = run.catch(() => undefined);
  return run;
}

function browserLocks(): { request: LockRequest } | null {
  const locks = globalThis.navigator?.locks;
  return locks ? { request: async (name, work) => await locks.request(name, work) } : null;
}

/**
 * Sends every saved lead, holding the `lead-outbox` lock so that one tab or the service worker sends at a
 * time (two senders would still be safe, the keys see to that, but the later one would meet a 409).
 */
export function sendSavedLeads(options: SendOptions = {}): Promise<SendOutcome> {
  const store = options.store ?? openLeadOutbox();
  // fetch must be called on the global object (an "Illegal invocation" otherwise in some browsers).
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const work = () => sendAll(store, send);
  return locks ? locks.request(LEAD_OUTBOX_LOCK, work) : inTurn(work);
}

/** The refused leads not yet told to the visitor, removed from the outbox as they are read. */
export async function takeRefusals(store: LeadOutboxStore = openLeadOutbox()): Promise<RefusedLead[]> {
  const refused = (await store.list()).filter((lead) => lead.refusal !== null);
  for (const lead of refused) await store.remove(lead.id);
  return refused.map(({ id, kind, refusal }) => ({ id, kind, reason: refusal ?? '' }));
}
