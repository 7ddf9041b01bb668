// Issue 29: the lead outbox's requests as saved, and the sender's decision per answer, with the outbox kept
// in memory and a fake fetch (the IndexedDB store itself runs in a browser: Node 20 has no IndexedDB).
import { describe, expect, it } from 'vitest';
import {
  type LeadOutboxStore,
  mayHoldLeads,
  openLeadOutbox,
  saveLeadDraft,
} from '../../src/api/offline/leadOutbox';
import {
  answerVerdict,
  bodyToSend,
  estimateLead,
  inquiryLead,
  isSavedLeadsMessage,
  LEAD_OUTBOX_LOCK,
  oldestFirst,
  type SavedLead,
  savedLead,
  savedLeadsMessage,
} from '../../src/api/offline/savedLeads';
import { sendSavedLeads, takeRefusals } from '../../src/api/offline/sendSavedLeads';
import { offlineLeadTexts } from '../../src/shared/offlineLeads';
import { shown } from '../helpers/shownText';

const inquiry = {
  name: 'Ana Diaz',
  email: 'ana@example.com',
  phone: '4075550142',
  products: [{ name: 'Standby 22 kW', message: 'Two, please' }],
};
const guest = {
  first_name: 'Bo',
  last_name: 'Reyes',
  email: 'bo@example.com',
  phone_number: '4075550143',
  city: 'Tampa' as const,
};
const request = {
  service_type_id: 1 as const,
  request_description: '',
  heard_about_option_id: null,
  other_heard_about_details: null,
};
const GUEST_ID = '0b7f8a52-5c1e-4f0e-9d7e-3b2f0f1c2d3e';

function memoryOutbox(initial: SavedLead[] = []) {
  const leads = new Map(initial.map((lead) => [lead.id, structuredClone(lead)]));
  const store: LeadOutboxStore = {
    put: async (lead) => {
      leads.set(lead.id, structuredClone(lead));
    },
    list: async () => oldestFirst([...leads.values()].map((lead) => structuredClone(lead))),
    remove: async (id) => {
      leads.delete(id);
    },
  };
  return { leads, store };
}

interface Sent {
  url: string;
  key: string | null;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A server answering each request with what `answer` says: a Response, or a thrown error (no answer). */
function fakeServer(answer: (sent: Sent, index: number) => Response | Error) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const request = {
      url: String(input),
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
      credentials: init?.credentials,
    };
    sent.push(request);
    const result = answer(request, sent.length - 1);
    if (result instanceof Error) throw result;
    return result;
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const created = (url: string) =>
  url.endsWith('/guests/create')
    ? json(201, { payload: { id: GUEST_ID } })
    : json(201, { message: 'ok', payload: { id: 'r-1', booking_proof: 'p' } });

const inquiryAt = (key: string, savedAt: number) => savedLead(inquiryLead(key, inquiry), '/api', savedAt);
const estimateAt = (key: string, savedAt: number) =>
  savedLead(estimateLead(key, request, guest), '/api', savedAt);

describe('a saved lead', () => {
  it('holds the exact requests under the key, with their full address', () => {
    expect(inquiryAt('k-1', 10)).toEqual({
      id: 'k-1',
      kind: 'inquiry',
      savedAt: 10,
      attempts: 0,
      calls: [{ url: '/api/email/inquiry', key: 'k-1', body: inquiry }],
      answered: 0,
      guestId: null,
      refusal: null,
    });
    const estimate = estimateAt('k-2', 20);
    expect(estimate.calls).toEqual([
      { url: '/api/guests/create', key: 'k-2', body: guest },
      { url: '/api/guest/service-request', key: 'k-2', body: request, guestIdFromPrevious: true },
    ]);
    const second = estimate.calls[1];
    expect(second && bodyToSend({ ...estimate, guestId: GUEST_ID }, second)).toEqual({
      guest_id: GUEST_ID,
      ...request,
    });
  });

  it('is the request alone once the guest was recorded, with the guest id the form sent', () => {
    expect(estimateLead('k-3', request, GUEST_ID)).toEqual({
      kind: 'estimate',
      calls: [{ path: '/guest/service-request', key: 'k-3', body: { guest_id: GUEST_ID, ...request } }],
    });
  });

  it('is kept under the build API base by saveLeadDraft', async () => {
    const { store, leads } = memoryOutbox();
    await saveLeadDraft(inquiryLead('k-4', inquiry), store, 5);
    expect(leads.get('k-4')?.calls[0]?.url).toBe('/api/email/inquiry');
  });

  it('sorts oldest first, ties by id', () => {
    const leads = [inquiryAt('b', 2), inquiryAt('c', 1), inquiryAt('a', 2)];
    expect(oldestFirst(leads).map((lead) => lead.id)).toEqual(['c', 'a', 'b']);
  });

  it('reads each answer as done, later or refused', () => {
    for (const status of [200, 201, 204]) expect(answerVerdict(status)).toBe('done');
    for (const status of [408, 409, 429, 500, 502, 503, 504, 302])
      expect(answerVerdict(status)).toBe('later');
    for (const status of [400, 401, 403, 404, 413, 422]) expect(answerVerdict(status)).toBe('refused');
  });
});

describe('sending saved leads', () => {
  it("sends each call in the saving page's language (issue 39), and none for a lead saved without one", async () => {
    const spanish = savedLead(inquiryLead('es-1', inquiry), '/api', 1, 'es');
    const { store } = memoryOutbox([spanish, inquiryAt('plain', 2)]);
    const languages: Array<string | null> = [];
    const server = fakeServer(({ url }) => created(url));
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('Accept-Language'));
      return server.fetch(input, init);
    };
    await sendSavedLeads({ store, fetch, locks: null });
    expect(languages).toEqual(['es', null]);
    const { store: saved, leads } = memoryOutbox();
    await saveLeadDraft(inquiryLead('k-5', inquiry), saved, 5);
    expect(leads.get('k-5')?.language).toBe('en');
  });

  it('sends them oldest first, each under its key with its exact body, anonymous, and removes them', async () => {
    const { store, leads } = memoryOutbox([inquiryAt('late', 30), estimateAt('early', 10)]);
    const server = fakeServer(({ url }) => created(url));
    const outcome = await sendSavedLeads({ store, fetch: server.fetch, locks: null });
    expect(server.sent).toEqual([
      { url: '/api/guests/create', key: 'early', body: guest, credentials: 'omit' },
      {
        url: '/api/guest/service-request',
        key: 'early',
        body: { guest_id: GUEST_ID, ...request },
        credentials: 'omit',
      },
      { url: '/api/email/inquiry', key: 'late', body: inquiry, credentials: 'omit' },
    ]);
    expect(outcome).toEqual({
      sent: [
        { id: 'early', kind: 'estimate' },
        { id: 'late', kind: 'inquiry' },
      ],
      refused: [],
      kept: 0,
    });
    expect(leads.size).toBe(0);
  });

  it('removes a lead the server answered before (a replayed 2xx)', async () => {
    const { store, leads } = memoryOutbox([inquiryAt('k', 1)]);
    const server = fakeServer(() => json(201, { message: 'ok' }, { 'Idempotent-Replayed': 'true' }));
    expect((await sendSavedLeads({ store, fetch: server.fetch, locks: null })).sent).toHaveLength(1);
    expect(leads.size).toBe(0);
  });

  it('keeps everything, unchanged but for its attempts, when no answer comes, and stops the run', async () => {
    const first = inquiryAt('a', 1);
    const { store, leads } = memoryOutbox([first, inquiryAt('b', 2)]);
    const server = fakeServer(() => new TypeError('Failed to fetch'));
    const outcome = await sendSavedLeads({ store, fetch: server.fetch, locks: null });
    expect(outcome).toEqual({ sent: [], refused: [], kept: 2 });
    expect(server.sent).toHaveLength(1);
    expect(leads.get('a')).toEqual({ ...first, attempts: 1 });
    expect(leads.get('b')?.attempts).toBe(0);
  });

  it.each([408, 409, 429, 500, 503])('keeps the lead for later on %i', async (status) => {
    const { store, leads } = memoryOutbox([inquiryAt('a', 1)]);
    const server = fakeServer(() => json(status, { error: 'busy' }, { 'Retry-After': '1' }));
    expect((await sendSavedLeads({ store, fetch: server.fetch, locks: null })).kept).toBe(1);
    expect(leads.get('a')?.calls).toEqual(inquiryAt('a', 1).calls);
  });

  it('resumes an estimate after its guest record: the request goes alone, with the guest id', async () => {
    const { store, leads } = memoryOutbox([estimateAt('e', 1)]);
    const busy = fakeServer(({ url }) => (url.endsWith('/guests/create') ? created(url) : json(503, {})));
    await sendSavedLeads({ store, fetch: busy.fetch, locks: null });
    expect(leads.get('e')).toMatchObject({ answered: 1, guestId: GUEST_ID, attempts: 1 });
    expect(leads.get('e')?.calls).toEqual(estimateAt('e', 1).calls);
    const back = fakeServer(({ url }) => created(url));
    expect((await sendSavedLeads({ store, fetch: back.fetch, locks: null })).sent).toHaveLength(1);
    expect(back.sent.map((sent) => [sent.url, sent.key, sent.body])).toEqual([
      ['/api/guest/service-request', 'e', { guest_id: GUEST_ID, ...request }],
    ]);
    expect(leads.size).toBe(0);
  });

  it('marks a refused lead, drops its details, sends the next, and tells the refusal once', async () => {
    const { store, leads } = memoryOutbox([inquiryAt('bad', 1), inquiryAt('good', 2)]);
    const reason = 'Please enter a valid 10-digit phone number';
    const server = fakeServer((_, index) => (index === 0 ? json(400, { error: reason }) : json(201, {})));
    const outcome = await sendSavedLeads({ store, fetch: server.fetch, locks: null });
    expect(outcome.refused).toEqual([{ id: 'bad', kind: 'inquiry', reason }]);
    expect(outcome.sent).toEqual([{ id: 'good', kind: 'inquiry' }]);
    expect(leads.get('bad')).toMatchObject({ calls: [], refusal: reason });
    // A later run does not send it again; the page tells the visitor once.
    const again = fakeServer(() => json(201, {}));
    await sendSavedLeads({ store, fetch: again.fetch, locks: null });
    expect(again.sent).toEqual([]);
    expect(await takeRefusals(store)).toEqual([{ id: 'bad', kind: 'inquiry', reason }]);
    expect(await takeRefusals(store)).toEqual([]);
    expect(shown(offlineLeadTexts.refused(reason))).toBe(
      `Your saved request could not be sent: ${reason}. Please send it again.`,
    );
    expect(shown(offlineLeadTexts.refused(''))).toBe(
      'Your saved request could not be sent. Please send it again.',
    );
    // In Spanish (issue 39).
    expect(shown(offlineLeadTexts.refused(`${reason}.`), 'es')).toBe(
      `No pudimos enviar su solicitud guardada: ${reason}. Vuelva a enviarla.`,
    );
  });

  it('refuses an estimate whose guest answer lacks the id, rather than sending it forever', async () => {
    const { store } = memoryOutbox([estimateAt('e', 1)]);
    const server = fakeServer(() => json(201, { payload: {} }));
    expect((await sendSavedLeads({ store, fetch: server.fetch, locks: null })).refused).toHaveLength(1);
    expect(server.sent).toHaveLength(1);
  });

  it('holds the lead-outbox lock for the whole run', async () => {
    const { store } = memoryOutbox([inquiryAt('a', 1)]);
    const held: string[] = [];
    const locks = {
      request: async <T>(name: string, work: () => Promise<T>) => {
        held.push(name);
        return work();
      },
    };
    const server = fakeServer(() => json(201, {}));
    await sendSavedLeads({ store, fetch: server.fetch, locks });
    expect(held).toEqual([LEAD_OUTBOX_LOCK]);
  });

  it('without Web Locks, runs of one page take turns: a lead is sent once', async () => {
    const { store } = memoryOutbox([inquiryAt('a', 1), inquiryAt('b', 2)]);
    const server = fakeServer(() => json(201, {}));
    const [one, two] = await Promise.all([
      sendSavedLeads({ store, fetch: server.fetch, locks: null }),
      sendSavedLeads({ store, fetch: server.fetch, locks: null }),
    ]);
    expect(server.sent.map((sent) => sent.key)).toEqual(['a', 'b']);
    expect([...one.sent, ...two.sent].map((lead) => lead.id)).toEqual(['a', 'b']);
  });
});

describe('the outbox without IndexedDB, and the worker message', () => {
  it('refuses to save where the browser keeps no IndexedDB, so the form falls back to its retries', async () => {
    await expect(openLeadOutbox(undefined).put(inquiryAt('a', 1))).rejects.toThrow(/IndexedDB/);
    expect(await mayHoldLeads(undefined)).toBe(false);
  });

  it('asks the browser for its databases before opening (so nothing is created for a visitor)', async () => {
    // A stand-in with only `databases` (hence the cast): mayHoldLeads must not open anything to answer.
    const listing = (names: string[]) =>
      ({ databases: async () => names.map((name) => ({ name, version: 1 })) }) as unknown as IDBFactory;
    expect(await mayHoldLeads(listing([]))).toBe(false);
    expect(await mayHoldLeads(listing(['sunshine-offline']))).toBe(true);
  });

  it('recognises what the service worker posts after it sent leads', () => {
    expect(isSavedLeadsMessage(savedLeadsMessage(2))).toBe(true);
    expect(isSavedLeadsMessage({ type: 'other', sent: 1 })).toBe(false);
    expect(shown(offlineLeadTexts.sent(1))).toBe('Your saved request was sent.');
    expect(shown(offlineLeadTexts.sent(2))).toBe('Your 2 saved requests were sent.');
    expect(shown(offlineLeadTexts.sent(1), 'es')).toBe('Enviamos su solicitud guardada.');
    expect(shown(offlineLeadTexts.sent(3), 'es')).toBe('Enviamos sus 3 solicitudes guardadas.');
  });
});
