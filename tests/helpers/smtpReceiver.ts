import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: Email;
  /** The message as it arrived (a parser may normalise line endings of a part; the .ics tests read these). */
  raw: Buffer;
}

/**
 * A real SMTP server in the test process: the app delivers through nodemailer over TCP and the test reads
 * what arrived, as a person would read their inbox. It can be stopped and restarted on the same port to
 * simulate an outage.
 */
export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  /** Recipients the server refuses, with the SMTP reply code (5xx: permanently, 4xx: try later). */
  readonly refused = new Map<string, number>();
  private server: SMTPServer | undefined;
  private waiters: Array<() => void> = [];
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refused.get(address.address.toLowerCase());
        if (code === undefined) return callback();
        callback(Object.assign(new Error(`${code} Mailbox refused by the test`), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          PostalMime.parse(raw)
            .then((parsed) => {
              this.messages.push({
                raw,
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                parsed,
              });
              for (const wake of this.waiters.splice(0)) wake();
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves with the first message (past or future) that matches, or rejects after `timeoutMs`. */
  async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching e-mail arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Messages sent to one address, in arrival order. */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((m) => m.envelopeTo.some((to) => to.toLowerCase() === wanted));
  }
}
