import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config/config';
import type { MailAttachment } from '../db/schema';

/** One outbox row on its way out. */
export interface MailMessage {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with it; absent or empty for most mail. */
  attachments?: MailAttachment[];
  kind: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'file';
  /** Resolves once the message was accepted; rejects (with `responseCode` for SMTP replies) otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

// The Message-ID derives from the outbox id, so a message retried after a lost acknowledgement carries
// the same id and receiving systems can recognise the duplicate.
function messageId(message: MailMessage, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${message.id}@${domain}>`;
}

function mailOptions(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    messageId: messageId(message, from),
  };
}

/** Real delivery through SMTP_URL. Timeouts stay well below the worker's lease on a claimed row. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Attachments carry their content (attachments.ts); nothing the site sends is read from disk or fetched.
    disableFileAccess: true,
    disableUrlAccess: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(mailOptions(message, from));
    },
    async close() {
      transporter.close();
    },
  };
}

const CODE = /^Code: (\S+)$/m;
const LINK = /https?:\/\/\S+/;

/**
 * The one line a developer without SMTP reads to finish a flow: whom, what, and the code or link if the
 * message carries one. This is the only place a code or link may reach the log (ARCHITECTURE 4).
 */
export function devSummary(message: MailMessage): string {
  const secret = CODE.exec(message.text)?.[1] ?? LINK.exec(message.text)?.[0];
  return `mail to ${message.to}: ${message.subject}${secret ? ` — ${secret}` : ''}`;
}

/** Without SMTP_URL: each message becomes an .eml file in `directory`, summarised in one log line. */
export function fileTransport(directory: string, from: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  let ready: Promise<unknown> | undefined;
  return {
    name: 'file',
    async send(message) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const info = await composer.sendMail(mailOptions(message, from));
      const kind = message.kind.replace(/[^A-Za-z0-9.-]/g, '-');
      const file = path.join(directory, `${String(message.id).padStart(8, '0')}-${kind}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ mailId: message.id, kind: message.kind, file }, devSummary(message));
    },
    async close() {
      composer.close();
    },
  };
}

/** SMTP when SMTP_URL is set, else files under DATA_DIR/mail. */
export function transportFromConfig(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}
