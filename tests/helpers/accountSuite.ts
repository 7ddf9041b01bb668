import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { outboxSettled } from './accounts';
import { SmtpReceiver } from './smtpReceiver';
import { startTestServer, type TestServer } from './testServer';

/**
 * The set-up every account API suite shares: one real server per file delivering to an in-process SMTP
 * receiver, client IPs taken from X-Forwarded-For (each test sends its own, so per-IP limits do not add up
 * across tests), and real timers restored after a test that moved the clock.
 */
export function setUpAccountServer(onStarted: (server: TestServer) => void): SmtpReceiver {
  const smtp = new SmtpReceiver();
  let server: TestServer | undefined;
  beforeAll(async () => {
    await smtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    onStarted(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return smtp;
}

/** Moves the server's clock (same process) forward once no mail is in flight; real time flows on from there. */
export async function advanceClock(server: TestServer, ms: number): Promise<void> {
  await outboxSettled(server);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}
