import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MailAttachment, mail_outbox } from '../../src/server/db/schema';
import { enqueueMail } from '../../src/server/mail/outbox';
import { setUpMailWorkers } from '../helpers/mailWorkers';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import type { TestDatabase } from '../helpers/testDatabase';

// Issue 38: nodemailer reads an attachment's `path` from disk and its `href` from the network. The worker
// hands it only the filename, content type and content of each stored attachment, whatever the row holds.

let receiver: SmtpReceiver;
let folder: string;
beforeEach(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
  folder = await mkdtemp(path.join(tmpdir(), 'mail-attachments-'));
});
afterEach(async () => {
  await receiver.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('stored attachments', () => {
  let database: TestDatabase;
  const worker = setUpMailWorkers(
    (created) => {
      database = created;
    },
    () => receiver.url,
  );

  async function rowWithAttachments(subject: string, attachments: unknown[]): Promise<number> {
    const [queued] = await database.db.transaction((tx) =>
      enqueueMail(tx, [
        {
          to: 'someone@example.com',
          subject,
          text: 'See the invitation.',
          html: '<p>See the invitation.</p>',
          kind: 'test.attachments',
        },
      ]),
    );
    const id = queued?.id ?? 0;
    // What a row could hold if anything ever stored a visitor's object: path or href beside content.
    // why the cast: the type does not allow such a row, but the database would hold it
    await database.db
      .update(mail_outbox)
      .set({ attachments: attachments as MailAttachment[] })
      .where(eq(mail_outbox.id, id));
    return id;
  }

  async function status(id: number) {
    const [row] = await database.db
      .select({ status: mail_outbox.status })
      .from(mail_outbox)
      .where(eq(mail_outbox.id, id));
    return row?.status;
  }

  const contentText = (content: string | ArrayBuffer | Uint8Array) =>
    typeof content === 'string' ? content : new TextDecoder().decode(content);
  const received = (subject: string) => receiver.messages.find((m) => m.parsed.subject === subject);

  it('send only their own content, never a file named by `path`', async () => {
    const secret = `server secret ${randomBytes(8).toString('hex')}`;
    const file = path.join(folder, 'secret.txt');
    await writeFile(file, secret);
    const id = await rowWithAttachments('From disk', [
      { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      { filename: 'secret.txt', contentType: 'text/plain', path: file },
      { filename: 'both.txt', contentType: 'text/plain', content: 'own words', path: file },
    ]);
    expect(await worker().drain()).toBe(1);
    const mail = received('From disk');
    const attached = (mail?.parsed.attachments ?? []).map((a) => [a.filename, contentText(a.content).trim()]);
    expect(attached.map(([, content]) => content).join('\n')).not.toContain(secret);
    expect(attached).toEqual([
      ['invite.ics', 'BEGIN:VCALENDAR'],
      ['both.txt', 'own words'],
    ]);
    expect(await status(id)).toBe('sent');
  });

  it('never fetch a `href`', async () => {
    let fetched = 0;
    const server = createServer((_req, res) => {
      fetched++;
      res.end('fetched from the network');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const id = await rowWithAttachments('From the network', [
        { filename: 'remote.txt', contentType: 'text/plain', href: `http://127.0.0.1:${port}/x` },
      ]);
      expect(await worker().drain()).toBe(1);
      expect(fetched).toBe(0);
      const mail = received('From the network');
      expect(mail?.raw.toString('utf8')).not.toContain('fetched from the network');
      expect(mail?.parsed.attachments).toEqual([]);
      expect(await status(id)).toBe('sent');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
