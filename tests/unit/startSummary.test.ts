import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config';
import { loadDotEnv } from '../../src/server/config/envFile';
import { listeningLine, startSummary, withoutCredentials } from '../../src/server/startSummary';

const messages = (env: Record<string, string>, kind: 'pglite' | 'postgres', envFile?: string) =>
  startSummary(loadConfig(env), { kind }, envFile).map((line) => line.msg);

describe('the start-up summary', () => {
  it('says where the site is, then the database, the e-mail and the API reference', () => {
    const config = loadConfig({});
    expect(listeningLine(config, 'http://127.0.0.1:3000')).toBe(
      'site and API at http://localhost:3000 (development; listening on http://127.0.0.1:3000)',
    );
    expect(messages({}, 'pglite')).toEqual([
      'database: PGlite (embedded) in data/pglite',
      'e-mail: not sent; each message is written to data/mail and summarised here (set SMTP_URL to send)',
      'API reference at http://localhost:3000/api/docs',
    ]);
  });

  it('never shows the credentials of DATABASE_URL or SMTP_URL', () => {
    const env = {
      DATABASE_URL: 'postgres://site:db-pass-1@db.internal:5432/site',
      APP_SECRET: 's'.repeat(32),
      SMTP_URL: 'smtps://mailer:smtp-pass-2@smtp.example.com:465',
      NODE_ENV: 'production',
    };
    const lines = messages(env, 'postgres', path.resolve('.env'));
    expect(lines).toEqual([
      'database: PostgreSQL at postgres://db.internal:5432/site',
      'e-mail: sent through smtps://smtp.example.com:465',
      'API reference off (API_DOCS=true shows it at /api/docs)',
      'settings read from .env',
    ]);
    expect(lines.join('\n')).not.toMatch(/pass|mailer|site:/);
    expect(withoutCredentials('redis://:secret@cache:6379/')).toBe('redis://cache:6379');
  });
});

describe('.env', () => {
  const dirs: string[] = [];
  const keys = ['DOTENV_TEST_FROM_FILE', 'DOTENV_TEST_SET_BEFORE'];
  afterEach(async () => {
    for (const key of keys) delete process.env[key];
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('is read when present, and a variable already set wins over the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dotenv-'));
    dirs.push(dir);
    const file = path.join(dir, '.env');
    await writeFile(file, '# settings\nDOTENV_TEST_FROM_FILE="from the file"\nDOTENV_TEST_SET_BEFORE=file\n');
    process.env.DOTENV_TEST_SET_BEFORE = 'environment';
    expect(loadDotEnv(file)).toBe(file);
    expect(process.env.DOTENV_TEST_FROM_FILE).toBe('from the file');
    expect(process.env.DOTENV_TEST_SET_BEFORE).toBe('environment');
  });

  it('is optional', () => {
    expect(loadDotEnv(path.join(tmpdir(), 'no-such-folder', '.env'))).toBeUndefined();
  });
});
