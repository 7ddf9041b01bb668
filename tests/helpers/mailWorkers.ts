import Fastify from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { type MailTransport, smtpTransport } from '../../src/server/mail/transport';
import { MailWorker } from '../../src/server/mail/worker';
import { createTestDatabase, type TestDatabase } from './testDatabase';

const FROM = '"Test" <no-reply@company.test>';
const silentLog = Fastify({ logger: false }).log;

export type WorkerOptions = Partial<ConstructorParameters<typeof MailWorker>[0]>;

/**
 * A fresh database per test and a factory of outbox workers on it (SMTP to `smtpUrl()` unless a test
 * passes its own transport); every worker and transport is stopped after the test.
 */
export function setUpMailWorkers(
  onDatabase: (database: TestDatabase) => void,
  smtpUrl: () => string,
): (options?: WorkerOptions) => MailWorker {
  let database: TestDatabase | undefined;
  const workers: MailWorker[] = [];
  const transports: MailTransport[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
    onDatabase(database);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const transport of transports.splice(0)) await transport.close();
    await database?.dispose();
  });
  return (options = {}) => {
    if (!database) throw new Error('no test database yet');
    const transport = options.transport ?? smtpTransport(smtpUrl(), FROM);
    transports.push(transport);
    const created = new MailWorker({ db: database.db, log: silentLog, ...options, transport });
    workers.push(created);
    return created;
  };
}
