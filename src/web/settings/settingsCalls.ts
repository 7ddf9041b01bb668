import { fromPromise } from 'xstate';
import type { EndRequest, SessionList } from '../../../machines/activeSessions.machine';
import type { PrefUpdate } from '../../../machines/emailToggles.machine';
import type { ContactNumberBody } from '../../../machines/phoneNumbers.machine';
import type { DisableBody } from '../../../machines/twoFactorSetup.machine';
import { api, unwrap } from '../../api/client';
import type { ContactNumber } from '../../shared/contactNumberList';
import type { EmailNotificationPrefs } from '../../shared/emailNotificationPrefs';

// The settings screens' API calls, as the promise actors their machines invoke. Each throws the client's
// ApiError on a non-2xx answer (status and the server's `{ error }` body).

export const twoFactorCalls = {
  loadStatus: fromPromise<boolean, void>(
    async () => unwrap(await api.GET('/users/user')).payload.twofa_enabled,
  ),
  initiate: fromPromise<{ qrDataUrl: string; base32: string }, void>(async () =>
    unwrap(await api.POST('/2fa/initiate')),
  ),
  verify: fromPromise<string[], { token: string; secretBase32: string }>(
    async ({ input }) => unwrap(await api.POST('/2fa/verify', { body: input })).recoveryCodes,
  ),
  disable: fromPromise<unknown, DisableBody>(async ({ input }) =>
    unwrap(await api.POST('/2fa/disable', { body: input })),
  ),
};

export const sessionCalls = {
  loadSessions: fromPromise<SessionList, void>(async () => unwrap(await api.GET('/sessions'))),
  endSessions: fromPromise<SessionList, EndRequest>(async ({ input }) =>
    input.kind === 'others'
      ? unwrap(await api.DELETE('/sessions'))
      : unwrap(await api.DELETE('/sessions/{id}', { params: { path: { id: input.sessionToken } } })),
  ),
};

export const phoneNumberCalls = {
  loadNumbers: fromPromise<ContactNumber[], void>(
    async () => unwrap(await api.GET('/contact-numbers')).payload,
  ),
  createNumber: fromPromise<ContactNumber, ContactNumberBody>(
    async ({ input }) => unwrap(await api.POST('/contact-numbers', { body: input })).payload,
  ),
  updateNumber: fromPromise<ContactNumber, { id: string; body: ContactNumberBody }>(
    async ({ input }) =>
      unwrap(await api.PUT('/contact-numbers/{id}', { params: { path: { id: input.id } }, body: input.body }))
        .payload,
  ),
  deleteNumber: fromPromise<ContactNumber[], { id: string }>(
    async ({ input }) =>
      unwrap(await api.DELETE('/contact-numbers/{id}', { params: { path: { id: input.id } } })).payload,
  ),
};

export const notificationCalls = {
  loadPrefs: fromPromise<EmailNotificationPrefs, void>(
    async () => unwrap(await api.GET('/email-notifications')).payload,
  ),
  updatePref: fromPromise<EmailNotificationPrefs, PrefUpdate>(
    async ({ input }) => unwrap(await api.PATCH('/email-notifications', { body: input })).payload,
  ),
};
