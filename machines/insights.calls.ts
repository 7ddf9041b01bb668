import { apiCall } from './apiCall';
import type { Insights } from './insights.types';

// The Insights tab's one call (tag `staff` of openapi.yaml), named here and listed in the machine's setup.

/** getInsights: the figures of one period, Florida dates from `from` to `to`, both included. */
export const loadInsights = apiCall<Insights, { from: string; to: string }>(async ({ api, unwrap }, query) =>
  unwrap(await api.GET('/staff/insights', { params: { query } })),
);
