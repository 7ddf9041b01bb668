import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { SmtpReceiver } from './smtpReceiver';
import { startTestServer, type TestServer } from './testServer';

export const COMPANY = 'leads@company.test';

export interface LeadsSuite {
  receiver: SmtpReceiver;
  /** A new visitor with its own client IP, so the per-IP limits of one test never leak into another. */
  visitor(): { first: string; last: string; email: string; ip: string };
  post(
    path: string,
    body: unknown,
    ip: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * The set-up of the lead API suites: one real server per file that e-mails the company inbox COMPANY
 * through an in-process SMTP receiver and takes client IPs from X-Forwarded-For (TRUST_PROXY); `env` adds
 * settings (the staff suites' STAFF_EMAILS).
 */
export function setUpLeadsServer(
  onStarted: (server: TestServer) => void,
  env: Record<string, string> = {},
  /** The appointment calls' clock (issue 28), when the suite plays out given days. */
  clock?: () => Date,
): LeadsSuite {
  const receiver = new SmtpReceiver();
  let server: TestServer | undefined;
  let ipCounter = 0;
  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer(
      {
        SMTP_URL: receiver.url,
        COMPANY_EMAIL: COMPANY,
        TRUST_PROXY: 'true',
        ...env,
      },
      clock ? { clock } : {},
    );
    onStarted(server);
  });
  afterAll(async () => {
    await server?.close();
    await receiver.stop();
  });
  return {
    receiver,
    visitor() {
      const tag = randomBytes(4).toString('hex');
      return {
        first: 'Jane',
        last: `Doe-${tag}`,
        email: `jane.${tag}@example.com`,
        ip: `10.1.${++ipCounter}.7`,
      };
    },
    async post(path, body, ip, headers = {}) {
      if (!server) throw new Error('the leads server has not started');
      const res = await server.fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

/** Matches a message to the company inbox whose subject contains `needle`. */
export const toCompany = (needle: string) => (m: { envelopeTo: string[]; parsed: { subject?: string } }) =>
  m.envelopeTo.includes(COMPANY) && (m.parsed.subject ?? '').includes(needle);
