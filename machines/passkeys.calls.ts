import type { ApiSchemas } from '../src/api/client';
import { apiCall } from './apiCall';
import type { CreationOptions, RegistrationCredential } from './passkeyBrowser';

// The Passkeys screen's calls (tag `passkeys` of openapi.yaml), named once here and listed in the
// machine's setup.

export type Passkey = ApiSchemas['Passkey'];

export interface RenameRequest {
  id: string;
  name: string;
}

/** GET /passkeys. */
export const listPasskeys = apiCall<Passkey[]>(
  async ({ api, unwrap }) => unwrap(await api.GET('/passkeys')).payload,
);

/** POST /passkeys/registration/options. */
export const registrationOptions = apiCall<CreationOptions>(
  async ({ api, unwrap }) => unwrap(await api.POST('/passkeys/registration/options')).options,
);

/** POST /passkeys/registration/verify, answering the stored passkey with its default name. */
export const verifyRegistration = apiCall<Passkey, RegistrationCredential>(
  async ({ api, unwrap }, response) =>
    unwrap(await api.POST('/passkeys/registration/verify', { body: { response } })).payload,
);

/** PATCH /passkeys/{id}. */
export const renamePasskey = apiCall<Passkey, RenameRequest>(
  async ({ api, unwrap }, { id, name }) =>
    unwrap(await api.PATCH('/passkeys/{id}', { params: { path: { id } }, body: { name } })).payload,
);

/** DELETE /passkeys/{id}, answering the remaining list. */
export const removePasskey = apiCall<Passkey[], { id: string }>(
  async ({ api, unwrap }, { id }) =>
    unwrap(await api.DELETE('/passkeys/{id}', { params: { path: { id } } })).payload,
);
