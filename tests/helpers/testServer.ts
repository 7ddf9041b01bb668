import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/client';
import type { LogDestination } from '../../src/server/http/logger';
import { watchAnswers } from './contractAnswers';
import { createTestDatabase } from './testDatabase';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** fetch against the server: `api('/api/health')`. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the real application on a free port with a fresh database (PGlite, or a new database on
 * TEST_DATABASE_URL's server) and its own data directory, talking real HTTP. `options.database` starts it
 * on a database the test brings instead (a second server process on the first one's database), which the
 * test closes itself.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    logDestination?: LogDestination;
    port?: number;
    database?: Database;
    clock?: () => Date;
    /** Adds hooks of the test's own before the server listens. */
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    // No web build unless the test brings one (a fixture, or dist/web for the browser suite): the default,
    // dist/web, would make every API test's server read and compress the whole site whenever a build
    // happens to exist (after `npm run build`, as in CI's PostgreSQL pass), about 6 s per server.
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    // The suites share two busy cores with the build and with each other: a test's call must not be refused
    // as "busy" because the test process itself stalled the loop. tests/api/overload.test.ts sets its own.
    API_QUEUE_MS: '10000',
    ...env,
  });
  const own = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? own;
  if (!database) throw new Error('no database for the test server');
  const app = await buildApp({
    config,
    database,
    logDestination: options.logDestination,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  watchAnswers(app);
  options.prepare?.(app);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  config.publicUrl = url;
  return {
    url,
    app,
    config,
    database,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    async close() {
      await app.close();
      await own?.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
