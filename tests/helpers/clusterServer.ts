import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { watchAnswers } from './contractAnswers';
import type { SmtpReceiver } from './smtpReceiver';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

/** The real application on a PostgreSQL cluster of the test's own, which the test may stop and start. */
export interface ClusterServer {
  pg: ThrowawayPostgres;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a throwaway cluster and the app on it, delivering to `smtp` (already started), the company's copies
 * to `companyEmail`, with client addresses taken from X-Forwarded-For: the database fault tests' server.
 */
export async function startClusterServer(smtp: SmtpReceiver, companyEmail: string): Promise<ClusterServer> {
  const pg = await startThrowawayPostgres();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-fault-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    COMPANY_EMAIL: companyEmail,
    TRUST_PROXY: 'true',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    // As the other test servers (testServer.ts): the database's outage is under test, not the limiter.
    API_QUEUE_MS: '10000',
  });
  const database = await openDatabase({ dataDir: null, databaseUrl: pg.url });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  watchAnswers(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    pg,
    database,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await database.close();
      await pg.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
