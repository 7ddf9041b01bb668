import { apiCall } from './apiCall';
import type { AlertDevice, AlertKind, BrowserSubscription } from './staffAlerts.types';

// The alerts screen's calls (tag `push` of openapi.yaml, issue 40), named once here and listed in the
// machine's setup. Every one is the signed-in staff member's own: the server lists and changes only theirs.

export interface SaveDeviceRequest extends BrowserSubscription {
  label: string;
  kinds: AlertKind[];
}

/** GET /staff/push/key: the server's VAPID public key (base64url). */
export const getAlertKey = apiCall<string>(
  async ({ api, unwrap }) => unwrap(await api.GET('/staff/push/key')).public_key,
);

/** GET /staff/push/subscriptions. */
export const listAlertDevices = apiCall<AlertDevice[]>(
  async ({ api, unwrap }) => unwrap(await api.GET('/staff/push/subscriptions')).subscriptions,
);

/** POST /staff/push/subscriptions (the same address again updates it). */
export const saveAlertDevice = apiCall<AlertDevice, SaveDeviceRequest>(
  async ({ api, unwrap }, body) => unwrap(await api.POST('/staff/push/subscriptions', { body })).subscription,
);

/** PATCH /staff/push/subscriptions/{id}. */
export const updateAlertKinds = apiCall<AlertDevice, { id: string; kinds: AlertKind[] }>(
  async ({ api, unwrap }, { id, kinds }) =>
    unwrap(await api.PATCH('/staff/push/subscriptions/{id}', { params: { path: { id } }, body: { kinds } }))
      .subscription,
);

/** DELETE /staff/push/subscriptions/{id}. */
export const removeAlertDevice = apiCall<void, { id: string }>(async ({ api, unwrap }, { id }) => {
  unwrap(await api.DELETE('/staff/push/subscriptions/{id}', { params: { path: { id } } }));
});
