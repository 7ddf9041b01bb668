import { msg } from '../../shared/i18n/message';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireAuth } from '../sessions/bearer.plugin';
import { getPreferences, isChangeableNotification, setPreference } from './preferences.service';

export const LOCKED_NOTIFICATION_MESSAGE = msg('notificationApi.locked');

export function notificationRoutes({
  database,
}: AppDeps): Pick<Handlers, 'getEmailNotifications' | 'updateEmailNotification'> {
  const { db } = database;
  return {
    async getEmailNotifications(request) {
      const { userId } = requireAuth(request);
      const reply: JsonReply<'getEmailNotifications'> = { payload: await getPreferences(db, userId) };
      return reply;
    },

    async updateEmailNotification(request) {
      const { userId } = requireAuth(request);
      const { field, value } = request.body;
      if (!isChangeableNotification(field)) throw httpError(400, LOCKED_NOTIFICATION_MESSAGE);
      const payload = await setPreference(db, userId, field, value);
      request.log.info({ field, value }, 'notification preference changed');
      const reply: JsonReply<'updateEmailNotification'> = { payload };
      return reply;
    },
  };
}
