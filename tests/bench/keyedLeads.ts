import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { RETRY_DELAYS_MS } from '../../machines/keyedRetry';
import { send } from './httpClient';
import { inquiryBody, visitorAddress } from './inquiryLoad';

// Visitors' inquiries as the site's lead forms send them (machines/keyedRetry.ts): each under a fresh
// Idempotency-Key, sent again with the same key after 1, 2, 4 and 8 s (or the server's Retry-After, if
// longer) while the answer is a 503, a 409 or none at all. Each visitor sends from an address of its own,
// all its tries from that one, as a phone would.

/** A phone's fetch gives up on an answer after a while; the try then counts as lost, and is retried. */
const ANSWER_TIMEOUT_MS = 30_000;

/** The web client honours a Retry-After up to this, and stops trying past it. */
const LONGEST_WAIT_MS = 30_000;

export interface LeadOutcome {
  name: string;
  /** Each try's status, 0 for no answer. */
  statuses: number[];
  acknowledged: boolean;
}

export interface KeyedLoadResult {
  leads: LeadOutcome[];
  /** Milliseconds of every try, from when it was due to its last byte. */
  latencies: number[];
}

const retryable = (status: number) => status === 0 || status === 503 || status === 409;

async function sendLead(
  agent: http.Agent,
  target: URL,
  visitor: number,
  name: string,
  due: number,
  latencies: number[],
): Promise<LeadOutcome> {
  const headers = {
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
    'x-forwarded-for': visitorAddress(visitor),
  };
  const body = inquiryBody(visitor, name);
  const outcome: LeadOutcome = { name, statuses: [], acknowledged: false };
  let at = due;
  for (let retries = 0; ; retries += 1) {
    const wait = at - performance.now();
    if (wait > 1) await sleep(wait);
    const answer = await send(agent, target, {
      method: 'POST',
      headers,
      body,
      from: at,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    latencies.push(answer.ms);
    outcome.statuses.push(answer.status);
    outcome.acknowledged = answer.status >= 200 && answer.status < 300;
    const backOff = RETRY_DELAYS_MS[retries];
    const askedMs = Number(answer.retryAfter ?? 0) * 1000;
    const asked = Number.isFinite(askedMs) ? askedMs : 0;
    if (!retryable(answer.status) || backOff === undefined || asked > LONGEST_WAIT_MS) return outcome;
    at = performance.now() + Math.max(backOff, asked);
  }
}

/**
 * Open loop: lead j's first try is due at start + j / rate whatever the answers (a crowd does not wait
 * for the visitor before it); its retries follow its own answers. Resolves when every lead is acknowledged
 * or has run out of tries. `firstVisitor` numbers the visitors' addresses and names.
 */
export async function keyedLeadLoad(
  baseUrl: string,
  {
    rate,
    seconds,
    firstVisitor,
    namePrefix,
  }: { rate: number; seconds: number; firstVisitor: number; namePrefix: string },
): Promise<KeyedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(`${baseUrl}/api/email/inquiry`);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const leads: Promise<LeadOutcome>[] = [];
  const start = performance.now() + 10;
  for (let j = 0; j < total; j += 1) {
    const due = start + (j * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    leads.push(sendLead(agent, target, firstVisitor + j, `${namePrefix} ${j}`, due, latencies));
  }
  const outcomes = await Promise.all(leads);
  agent.destroy();
  return { leads: outcomes, latencies };
}
