import type { FastifyInstance } from 'fastify';
import { processResetRequests } from './accounts/resetRequests';
import { reminderTask } from './appointments/reminders';
import { housekeepingTask } from './housekeeping/housekeepingTask';
import { statisticsTask } from './housekeeping/statisticsTask';
import type { AppDeps } from './http/appDeps';
import { escalationTask } from './leads/escalation';
import { outboxListener } from './mail/outboxSignal';
import { transportFromConfig } from './mail/transport';
import { MailWorker } from './mail/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox while the app runs (started on ready, stopped on close). */
    mailWorker: MailWorker;
  }
}

/** Every app process delivers mail; running several is safe (see worker.ts). */
export function registerMailWorker(app: FastifyInstance, { config, database, clock }: AppDeps): void {
  const log = app.log.child({ module: 'mail' });
  const transport = transportFromConfig(config, log);
  const worker = new MailWorker({
    db: database.db,
    transport,
    log,
    subscribe: (wake) => outboxListener(database, wake, log),
    // The company inbox must get every lead, however many come in an hour.
    unthrottled: [config.companyEmail],
    tasks: [
      {
        name: 'password reset requests',
        run: (now) => processResetRequests(database.db, config.publicUrl, now),
      },
      housekeepingTask(database.db, app.log.child({ module: 'housekeeping' }), undefined, clock),
      reminderTask(database.db, config, app.log.child({ module: 'appointments' })),
      escalationTask(database.db, config, app.log.child({ module: 'leads' }), clock),
      // PostgreSQL's autovacuum keeps its statistics; PGlite has none (see statisticsTask.ts).
      ...(database.kind === 'pglite'
        ? [statisticsTask(database.db, app.log.child({ module: 'housekeeping' }))]
        : []),
    ],
  });
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await transport.close();
  });
}
