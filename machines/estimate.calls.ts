import type { ApiSchemas } from '../src/api/client';
import { apiCall } from './apiCall';
import { type Keyed, keyHeaders } from './keyedRetry';
import type { GuestPayload, GuestRequestPayload, UserRequestPayload } from './leads.rules';

// The estimate form's calls (tag `leads` of openapi.yaml), named once here and listed in the machine's
// setup. Each resolves with what the next step needs; the lead-creating ones send the submission's key.

/** POST /guests/create: the guest's id. */
export const createGuest = apiCall<string, Keyed<GuestPayload>>(
  async ({ api, unwrap }, { key, body }) =>
    unwrap(await api.POST('/guests/create', { body, headers: keyHeaders(key) })).payload.id,
);

/** The request just stored and the proof that lets its sender book the in-home visit (issue 28). */
export type CreatedRequest = ApiSchemas['ServiceRequestCreated']['payload'];

/** POST /guest/service-request. */
export const createServiceRequest = apiCall<CreatedRequest, Keyed<GuestRequestPayload>>(
  async ({ api, unwrap }, { key, body }) =>
    unwrap(await api.POST('/guest/service-request', { body, headers: keyHeaders(key) })).payload,
);

/** GET /users/user: the signed-in user's id, which the stored user (authUser) does not carry. */
export const loadUserId = apiCall<string>(
  async ({ api, unwrap }) => unwrap(await api.GET('/users/user')).payload.id,
);

/** POST /user/service-request. */
export const createUserServiceRequest = apiCall<CreatedRequest, Keyed<UserRequestPayload>>(
  async ({ api, unwrap }, { key, body }) =>
    unwrap(await api.POST('/user/service-request', { body, headers: keyHeaders(key) })).payload,
);
