import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MailDrain {
  /** E-mails the server has written to DATA_DIR/mail. */
  written: number;
  /** From the call (the end of the load) until the last of them was written, or until the wait gave up. */
  seconds: number;
  drained: boolean;
}

async function writtenMail(dataDir: string): Promise<number> {
  try {
    return (await readdir(path.join(dataDir, 'mail'))).length;
  } catch {
    return 0;
  }
}

/**
 * Waits until the server has written the `expected` e-mails its answered inquiries queued (each one the
 * company's copy and the visitor's confirmation), so the server is stopped as a planned restart stops it,
 * with its outbox sent, and the next start is measured on a directory without a backlog. Gives up when no
 * e-mail was written for `quietMs`.
 */
export async function mailDrained(dataDir: string, expected: number, quietMs = 10_000): Promise<MailDrain> {
  const started = performance.now();
  let written = await writtenMail(dataDir);
  let lastChange = performance.now();
  while (written < expected && performance.now() - lastChange < quietMs) {
    await sleep(250);
    const now = await writtenMail(dataDir);
    if (now !== written) lastChange = performance.now();
    written = now;
  }
  return { written, seconds: (lastChange - started) / 1000, drained: written >= expected };
}
