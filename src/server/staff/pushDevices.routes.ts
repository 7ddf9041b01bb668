import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { httpError } from '../http/httpError';
import {
  endpointProblem,
  listDevices,
  removeDevice,
  saveDevice,
  setDeviceKinds,
} from '../push/pushSubscriptions.service';
import { requireStaff } from './staffAccess';

type PushHandlers = Pick<
  Handlers,
  | 'getPushKey'
  | 'listPushSubscriptions'
  | 'savePushSubscription'
  | 'updatePushSubscription'
  | 'deletePushSubscription'
>;

/**
 * Staff alert devices (issue 40, tag `staff`): the inbox's access rule (staff with 2FA, from a session
 * that passed it) before anything else, answers never cached, and logs that name the device by id only
 * (its endpoint is a capability).
 */
export function pushRoutes({ config, database }: AppDeps): PushHandlers {
  const { db } = database;
  const staff = (request: Parameters<typeof requireStaff>[2]) =>
    requireStaff(db, config.staffEmails, request);
  return {
    async getPushKey(request, reply) {
      await staff(request);
      // pushWorker.plugin.ts settles the keys before any route is registered.
      if (!config.vapidKeys) throw new Error('VAPID keys are not resolved');
      return reply.header('cache-control', 'no-store').send({ public_key: config.vapidKeys.publicKey });
    },
    async listPushSubscriptions(request, reply) {
      const member = await staff(request);
      return reply
        .header('cache-control', 'no-store')
        .send({ subscriptions: await listDevices(db, member.userId) });
    },
    async savePushSubscription(request, reply) {
      const member = await staff(request);
      const { endpoint, keys, label, kinds } = request.body;
      const problem = endpointProblem(endpoint, config.nodeEnv === 'production');
      if (problem) throw httpError(400, problem);
      const { created, device } = await saveDevice(db, member.userId, { endpoint, keys, label, kinds });
      request.log.info(
        { subscriptionId: device.id, staffUserId: member.userId, created },
        'staff alert device saved',
      );
      return reply
        .code(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ subscription: device });
    },
    async updatePushSubscription(request, reply) {
      const member = await staff(request);
      const device = await setDeviceKinds(db, member.userId, request.params.id, request.body.kinds);
      return reply.header('cache-control', 'no-store').send({ subscription: device });
    },
    async deletePushSubscription(request, reply) {
      const member = await staff(request);
      await removeDevice(db, member.userId, request.params.id);
      request.log.info(
        { subscriptionId: request.params.id, staffUserId: member.userId },
        'staff alert device removed',
      );
      return reply.code(204).send();
    },
  };
}
