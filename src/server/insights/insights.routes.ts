import { localDateOf } from '../../shared/appointments';
import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { requireStaff } from '../staff/staffAccess';
import { insightsOf } from './insights.service';
import { resolvePeriod } from './insightsPeriod';

/**
 * The owner's figures (tag `staff`, issue 40): the staff check first (staff/staffAccess.ts: a listed,
 * verified account with 2FA on, from a session that passed it), then the period, checked against
 * Florida's today on the app's clock (tests play out a daylight-saving week). Never cached.
 */
export function insightsRoutes({ config, database, clock }: AppDeps): Pick<Handlers, 'getInsights'> {
  const { db } = database;
  const now = clock ?? (() => new Date());
  return {
    async getInsights(request, reply) {
      await requireStaff(db, config.staffEmails, request);
      const period = resolvePeriod(request.query, localDateOf(now()));
      return reply.header('cache-control', 'no-store').send(await insightsOf(db, period));
    },
  };
}
