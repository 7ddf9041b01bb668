import type { FastifyInstance } from 'fastify';
import { resolveVapidKeys } from '../config/vapidKeys';
import type { AppDeps } from '../http/appDeps';
import { outboxListener } from '../mail/outboxSignal';
import { pushSender } from './pushSender';
import { PUSH_CHANNEL } from './pushSignal';
import { PushWorker } from './pushWorker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers staff alerts while the app runs (started on ready, stopped on close). */
    pushWorker: PushWorker;
  }
}

/**
 * Every app process pushes staff alerts; running several is safe (pushWorker.ts). The VAPID keys are
 * settled first (configured, or the pair stored in DATA_DIR), as the key route hands out the public one.
 */
export async function registerPushWorker(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const keys = await resolveVapidKeys(config.vapidKeys, config.dataDir);
  config.vapidKeys = keys;
  const log = app.log.child({ module: 'push' });
  const worker = new PushWorker({
    db: database.db,
    send: pushSender({ keys, subject: config.vapidSubject }),
    staffEmails: config.staffEmails,
    log,
    subscribe: (wake) => outboxListener(database, wake, log, PUSH_CHANNEL),
  });
  app.decorate('pushWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
