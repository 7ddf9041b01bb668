import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderEmail } from '../../src/server/mail/layout';
import { fileTransport } from '../../src/server/mail/transport';
import { startTestServer, type TestServer } from '../helpers/testServer';

const FROM = '"Sunshine State Generators" <no-reply@sunshinestategenerators.com>';

describe('without SMTP_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('writes each message as an .eml file into DATA_DIR/mail', async () => {
    const res = await server.fetch('/api/email/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dev Reader',
        email: 'dev@example.com',
        phone: '4075550142',
        products: [{ name: 'Portable Gasoline', message: 'How loud is it?' }],
      }),
    });
    expect(res.status).toBe(201);
    const folder = path.join(server.config.dataDir, 'mail');
    const files = await vi.waitFor(
      async () => {
        const names = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml'));
        expect(names).toHaveLength(2);
        return names.sort();
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(files[0]).toMatch(/^\d{8}-inquiry\.company\.eml$/);
    const company = await PostalMime.parse(await readFile(path.join(folder, files[0] ?? '')));
    expect(company.subject).toBe('Inquiry: Dev Reader (1 product)');
    expect(company.to?.[0]?.address).toBe(server.config.companyEmail);
    expect(company.from?.address).toBe('no-reply@sunshinestategenerators.com');
    expect(company.text).toContain('How loud is it?');
    expect(company.html).toContain('How loud is it?');
    const visitor = await PostalMime.parse(await readFile(path.join(folder, files[1] ?? '')));
    expect(visitor.to?.[0]?.address).toBe('dev@example.com');
  });
});

describe('file transport log line', () => {
  let folder: string;
  const lines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).log;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'mail-files-'));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function send(id: number, subject: string, content: Parameters<typeof renderEmail>[0]) {
    const transport = fileTransport(folder, FROM, log);
    await transport.send({
      id,
      to: 'new.user@example.com',
      replyTo: null,
      subject,
      kind: 'account.test',
      ...renderEmail(content),
    });
    await transport.close();
    const line = JSON.parse(lines.at(-1) ?? '{}') as { msg: string; file: string };
    return line;
  }

  it('names the recipient, the subject and the code, so a local user can finish sign-up', async () => {
    const line = await send(7, 'Your verification code', {
      heading: 'Verify your e-mail',
      paragraphs: ['Enter this code on the site.'],
      code: '482913',
    });
    expect(line.msg).toBe('mail to new.user@example.com: Your verification code — 482913');
    expect(line.file).toBe(path.join(folder, '00000007-account.test.eml'));
    const parsed = await PostalMime.parse(await readFile(line.file));
    expect(parsed.text).toContain('Code: 482913');
  });

  it('names the link of a message that carries one', async () => {
    const url = 'http://localhost:3000/reset-password?token=abc&email=new.user%40example.com';
    const line = await send(8, 'Reset your password', {
      heading: 'Reset your password',
      paragraphs: ['Use the link below.'],
      action: { label: 'Choose a new password', url },
    });
    expect(line.msg).toBe(`mail to new.user@example.com: Reset your password — ${url}`);
  });

  it('is just recipient and subject for a message without code or link', async () => {
    const line = await send(9, 'Hello', { heading: 'Hello', paragraphs: ['No secrets here.'] });
    expect(line.msg).toBe('mail to new.user@example.com: Hello');
  });
});
