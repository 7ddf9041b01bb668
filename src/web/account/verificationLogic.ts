import { emailVerificationMachine } from '../../../machines/emailVerification.machine';
import { verificationResendMachine } from '../../../machines/verificationResend.machine';
import { toast, toastFailure, toastSuccess } from '../notifications';
import { resendCodeCall, signUpCall, verifyCodeCall } from './accountCalls';
import { saveSession } from './sessionStore';

// /email-verification's machines with the browser's calls and effects.

export function browserEmailVerification(storeDarkTheme: () => void) {
  return emailVerificationMachine.provide({
    actors: { verifyCode: verifyCodeCall, signUp: signUpCall },
    actions: {
      saveSession: (_, success) => saveSession(success),
      storeDarkTheme,
      notifySuccess: (_, { message }) => toastSuccess(message),
      // A full load of / (SPEC 4: go to / and reload), so the whole app starts signed in.
      goHomeAndReload: () => window.location.assign('/'),
    },
  });
}

export const browserVerificationResend = verificationResendMachine.provide({
  actors: { resendCode: resendCodeCall },
  actions: {
    notifySuccess: (_, { message }) => toastSuccess(message),
    notifyFailure: (_, { message }) => toastFailure(message),
    notifyInfo: (_, { message }) => toast('toast-notify', message),
  },
});
