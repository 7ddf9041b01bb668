import { fromPromise } from 'xstate';
import type { ResetRequest } from '../../../machines/passwordReset.machine';
import type {
  AuthSuccess,
  Credentials,
  SignInResult,
  TwoFactorAttempt,
} from '../../../machines/signIn.machine';
import type { SignOutInput } from '../../../machines/signOut.machine';
import { api, unwrap } from '../../api/client';
import type { SignUpData } from '../../shared/authForms';

// The account flows' API calls, as the promise actors the machines invoke. Each throws the client's
// ApiError on a non-2xx answer, whose message is the server's text.

export const signInCall = fromPromise<SignInResult, Credentials>(async ({ input }) =>
  unwrap(await api.POST('/users/signin', { body: input })),
);

export const signInTwoFactorCall = fromPromise<AuthSuccess, TwoFactorAttempt>(async ({ input }) =>
  unwrap(await api.POST('/users/signin/2fa', { body: input })),
);

export const sendVerificationCall = fromPromise<unknown, SignUpData>(async ({ input }) =>
  unwrap(await api.POST('/email/send-verification', { body: input })),
);

export const resendCodeCall = fromPromise<unknown, { email: string }>(async ({ input }) =>
  unwrap(await api.POST('/email/send-verification', { body: { email: input.email } })),
);

export const verifyCodeCall = fromPromise<unknown, { email: string; code: string }>(async ({ input }) =>
  unwrap(await api.POST('/email/verify-code', { body: input })),
);

export const signUpCall = fromPromise<AuthSuccess, SignUpData>(async ({ input }) =>
  unwrap(await api.POST('/users/signup', { body: input })),
);

export const requestResetCall = fromPromise<{ message: string }, { email: string }>(async ({ input }) =>
  unwrap(await api.POST('/email/forgot-password', { body: input })),
);

export const resetPasswordCall = fromPromise<unknown, ResetRequest>(async ({ input }) =>
  unwrap(await api.POST('/email/reset-password', { body: input })),
);

// The token is passed in because sign-out clears the cookie the client would read it from.
export const signOutCall = fromPromise<unknown, SignOutInput>(async ({ input }) =>
  unwrap(
    await api.POST('/users/signout', {
      headers: input.token ? { Authorization: `Bearer ${input.token}` } : {},
    }),
  ),
);
