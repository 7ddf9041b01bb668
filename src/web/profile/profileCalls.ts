import { fromPromise } from 'xstate';
import type { AccountUser } from '../../../machines/profile.machine';
import { api, imageUploadInit, unwrap } from '../../api/client';
import type { ProfileUpdateBody } from '../../shared/profileRules';

// The profile page's API calls, as the promise actors its machine invokes (they throw the client's ApiError).

export const profileCalls = {
  fetchUser: fromPromise<AccountUser, void>(async () => unwrap(await api.GET('/users/user')).payload),
  updateUser: fromPromise<AccountUser, ProfileUpdateBody>(
    async ({ input }) => unwrap(await api.PUT('/users/update', { body: input })).payload,
  ),
  uploadImage: fromPromise<AccountUser, { file: Blob }>(
    async ({ input }) => unwrap(await api.POST('/images/upload', imageUploadInit(input.file))).payload,
  ),
};
