import type { SignInEffect } from '../../../machines/signIn.machine';
import type { SignUpEffect } from '../../../machines/signUp.machine';
import type { SignUpData } from '../../shared/authForms';
import type { EffectHandlers } from '../hooks/useFlow';
import { saveSession } from './sessionStore';

// The sign-in and sign-up forms sit both in the login modal and on /register, with the same effects but
// for closing the modal (nothing to close on /register).

export function signInEffects(closeModal: () => void): EffectHandlers<SignInEffect> {
  return { saveSession: ({ session }) => saveSession(session), closeModal };
}

export function signUpEffects(
  closeModal: () => void,
  goToVerification: (data: SignUpData) => void,
): EffectHandlers<SignUpEffect> {
  return { goToVerification: ({ data }) => goToVerification(data), closeModal };
}
