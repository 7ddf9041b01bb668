import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { signInMachine } from '../../../machines/signIn.machine';
import { signUpMachine } from '../../../machines/signUp.machine';
import type { SignUpData } from '../../shared/authForms';
import { toastFailure, toastSuccess } from '../notifications';
import { requestResetCall, sendVerificationCall, signInCall, signInTwoFactorCall } from './accountCalls';
import { saveSession } from './sessionStore';

// The login modal's machines with the browser's calls and effects. Built per mount, since closing the
// modal and navigating are the host's callbacks.

export function reloadPage(): void {
  window.location.reload();
}

export function browserSignIn(closeModal: () => void) {
  return signInMachine.provide({
    actors: { signIn: signInCall, signInTwoFactor: signInTwoFactorCall },
    actions: {
      saveSession: (_, success) => saveSession(success),
      notifySuccess: (_, { message }) => toastSuccess(message),
      notifyFailure: (_, { message }) => toastFailure(message),
      closeModal,
      reload: reloadPage,
    },
  });
}

export function browserSignUp(closeModal: () => void, goToVerification: (data: SignUpData) => void) {
  return signUpMachine.provide({
    actors: { sendVerification: sendVerificationCall },
    actions: { goToVerification: (_, data) => goToVerification(data), closeModal },
  });
}

export function browserForgotPassword(closeModal: () => void) {
  return forgotPasswordMachine.provide({
    actors: { requestReset: requestResetCall },
    actions: { closeModal },
  });
}
