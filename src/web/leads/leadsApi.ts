import { fromPromise } from 'xstate';
import type { InquiryPayload } from '../../../machines/inquiryList.machine';
import type { GuestPayload, GuestRequestPayload, UserRequestPayload } from '../../../machines/leads.rules';

// The calls behind the lead machines' actors, through the generated client. A refusal rejects with the
// client's ApiError, whose message is the server's `error` text; the machines decide what to show.
// The lead forms are on every public page, the client only in the chunk loaded at the first send.
const loadClient = () => import('../../api/client');

export const sendInquiry = fromPromise<unknown, InquiryPayload>(async ({ input }) => {
  const { api, unwrap } = await loadClient();
  return unwrap(await api.POST('/email/inquiry', { body: input }));
});

export const createGuest = fromPromise<string, GuestPayload>(async ({ input }) => {
  const { api, unwrap } = await loadClient();
  return unwrap(await api.POST('/guests/create', { body: input })).payload.id;
});

export const createServiceRequest = fromPromise<unknown, GuestRequestPayload>(async ({ input }) => {
  const { api, unwrap } = await loadClient();
  return unwrap(await api.POST('/guest/service-request', { body: input }));
});

/** The signed-in user's id, which the stored user (authUser) does not carry. */
export const loadUserId = fromPromise<string, void>(async () => {
  const { api, unwrap } = await loadClient();
  return unwrap(await api.GET('/users/user')).payload.id;
});

export const createUserServiceRequest = fromPromise<unknown, UserRequestPayload>(async ({ input }) => {
  const { api, unwrap } = await loadClient();
  return unwrap(await api.POST('/user/service-request', { body: input }));
});
