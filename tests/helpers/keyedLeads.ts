import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

// A visitor's browser as the fault tests see it: each inquiry gets a fresh Idempotency-Key and is sent
// again under the same key, after a short back-off, whenever no answer came, the server answered 503 or
// the first try was still running (409), until it is answered 201 (the web client's keyed retries,
// machines/keyedRetry.ts, with shorter waits so a test does not last minutes).

export interface KeyedLead {
  name: string;
  key: string;
  /** Every try's outcome: an HTTP status, or 'no answer' (refused, reset, timed out). */
  tries: (number | 'no answer')[];
  /** Whether the 201 that ended it was a stored answer given again (Idempotent-Replayed). */
  replayed: boolean;
  acknowledged: boolean;
}

const RETRY_WAIT_MS = 150;
/** Long enough for a server restart; a lead still unsent by then fails the test. */
const GIVE_UP_AFTER_MS = 90_000;
/** An answer that takes longer is treated as lost, as a phone's fetch would time out. */
const ANSWER_TIMEOUT_MS = 5_000;

let sent = 0;

/** Sends one inquiry to `baseUrl` under a fresh key until it is acknowledged (or the time runs out). */
export async function sendKeyedLead(baseUrl: string): Promise<KeyedLead> {
  sent += 1;
  const lead: KeyedLead = {
    name: `Keyed Lead ${sent}`,
    key: randomUUID(),
    tries: [],
    replayed: false,
    acknowledged: false,
  };
  const body = JSON.stringify({
    name: lead.name,
    email: `keyed-${sent}@example.com`,
    phone: '4075550142',
    products: [{ name: 'Portable Gasoline', message: `for ${lead.name}` }],
  });
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_AFTER_MS) {
    const attempt = lead.tries.length;
    try {
      const res = await fetch(`${baseUrl}/api/email/inquiry`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': lead.key,
          // Each try from its own address: the per-IP limit (5 a minute) is not what these tests measure.
          'x-forwarded-for': `10.${(sent >> 8) & 255}.${sent & 255}.${attempt & 255}`,
        },
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      lead.tries.push(res.status);
      if (res.status === 201) {
        lead.acknowledged = true;
        lead.replayed = res.headers.get('idempotent-replayed') === 'true';
        return lead;
      }
      if (![503, 409].includes(res.status)) return lead;
    } catch {
      lead.tries.push('no answer');
    }
    await sleep(RETRY_WAIT_MS);
  }
  return lead;
}

/** Four visitors sending keyed inquiries one after another until `stop()`; `leads` fills as they finish. */
export function keyedLeadStream(baseUrl: string) {
  const leads: KeyedLead[] = [];
  let streaming = true;
  const visitor = async () => {
    while (streaming) leads.push(await sendKeyedLead(baseUrl));
  };
  const visitors = Array.from({ length: 4 }, visitor);
  return {
    leads,
    acknowledged: () => leads.filter((lead) => lead.acknowledged).length,
    retried: () => leads.filter((lead) => lead.tries.length > 1).length,
    /** Stops starting new leads; resolves when every lead on its way has been acknowledged or given up. */
    async stop(): Promise<void> {
      streaming = false;
      await Promise.all(visitors);
    },
  };
}

/** One line for the test's output: what the stream did. */
export function keyedLeadSummary(label: string, leads: KeyedLead[], stored: number, mailed: number): string {
  const tries = leads.reduce((sum, lead) => sum + lead.tries.length, 0);
  const count = (outcome: number | 'no answer') =>
    leads.reduce((sum, lead) => sum + lead.tries.filter((t) => t === outcome).length, 0);
  return (
    `${label}: ${leads.length} keyed leads in ${tries} tries (${count(503)} answered 503, ` +
    `${count('no answer')} without an answer, ${count(409)} 409), ` +
    `${leads.filter((l) => l.tries.length > 1).length} retried, ${leads.filter((l) => l.replayed).length} ` +
    `acknowledged by a replay; ${stored} stored, ${mailed} e-mailed to the company\n`
  );
}
