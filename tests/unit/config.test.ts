import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { ConfigError, loadConfig } from '../../src/server/config/config';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      appSecret: undefined,
      publicUrl: 'http://localhost:3000',
      companyEmail: site.email,
      staffEmails: [],
      logLevel: 'info',
      logFormat: 'pretty',
      apiDocs: true,
      trustProxy: false,
      apiConcurrency: undefined,
      apiQueueMs: 250,
    });
    expect(config.mailFrom).toContain(site.companyName);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/site',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      APP_SECRET: 'a'.repeat(32),
      PUBLIC_URL: 'https://www.example.com/',
      COMPANY_EMAIL: 'sales@example.com',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_FORMAT: 'json',
      API_DOCS: 'false',
      API_CONCURRENCY: '4',
      API_QUEUE_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@db:5432/site',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      publicUrl: 'https://www.example.com',
      companyEmail: 'sales@example.com',
      logLevel: 'debug',
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6379',
      logFormat: 'json',
      apiDocs: false,
      apiConcurrency: 4,
      apiQueueMs: 0,
    });
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL.*postgres:/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL/],
    ['SMTP_URL', 'http://mail', /SMTP_URL/],
    ['APP_SECRET', 'short', /APP_SECRET.*32/],
    ['PUBLIC_URL', 'ftp://x', /PUBLIC_URL/],
    ['COMPANY_EMAIL', 'nobody', /COMPANY_EMAIL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY/],
    ['LOG_FORMAT', 'fancy', /LOG_FORMAT.*pretty, json/],
    ['API_DOCS', 'sometimes', /API_DOCS/],
    ['API_CONCURRENCY', '0', /API_CONCURRENCY.*1-10000/],
    ['API_CONCURRENCY', '2.5', /API_CONCURRENCY/],
    ['API_QUEUE_MS', '-1', /API_QUEUE_MS.*0-10000/],
    ['API_QUEUE_MS', 'soon', /API_QUEUE_MS/],
    ['STAFF_EMAILS', 'ops@example.com, nobody', /STAFF_EMAILS.*nobody/],
  ])('rejects %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(message);
  });

  it('stops a production server without SMTP_URL: codes and links would only reach a folder', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SMTP_URL.*NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('logs JSON and hides the API docs in production unless asked, and reads lines in development', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' };
    expect(loadConfig(production)).toMatchObject({ logFormat: 'json', apiDocs: false });
    expect(loadConfig({ ...production, API_DOCS: 'true', LOG_FORMAT: 'pretty' })).toMatchObject({
      logFormat: 'pretty',
      apiDocs: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ logFormat: 'json', apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'no' }).apiDocs).toBe(false);
  });

  it('stops a server on PostgreSQL without APP_SECRET, which every node must share', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/site' })).toThrowError(/APP_SECRET.*DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/site', APP_SECRET: 's'.repeat(32) }).databaseUrl).toBe(
      'postgres://db/site',
    );
  });

  it('reads STAFF_EMAILS as a lower-cased list, ignoring spaces, empty entries and repeats', () => {
    const config = loadConfig({ STAFF_EMAILS: ' Ops@Example.com,,sales@example.com , OPS@example.COM ' });
    expect(config.staffEmails).toEqual(['ops@example.com', 'sales@example.com']);
  });

  it('lets tools such as db:migrate run without the serving-only settings', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site' }, 'tool').databaseUrl,
    ).toBe('postgres://db/site');
  });
});
