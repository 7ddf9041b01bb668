// The texts the server answers on account calls, in the request's language (issue 39): their English is in
// src/shared/i18n/en/errors.json (`accountApi.*`), their Spanish in es/errors.json. SPEC section 8 shows
// the server's text in the browser, so conflicts name the e-mail address or use the taken-username text.

import { type Message, msg } from '../../shared/i18n/message';
import { messages } from '../../shared/messages';
import { waitValues } from '../i18n/waitValues';

/** A field of the account form a blank name was sent for. */
export type NameField = 'first' | 'last';

const waitMessage =
  (id: Parameters<typeof msg>[0]) =>
  (seconds: number): Message =>
    msg(id, waitValues(seconds));

export const accountErrors = {
  emailTaken: msg('accountApi.emailTaken'),
  emailInUse: msg('accountApi.emailInUse'),
  usernameTaken: messages.signUp.usernameTaken,
  usernameBlank: msg('accountApi.usernameBlank'),
  nameBlank: (field: NameField) => msg('accountApi.nameBlank', { field }),
  commonPassword: msg('accountApi.commonPassword'),
  partialSignUpData: msg('accountApi.partialSignUpData'),
  noPendingSignUp: msg('accountApi.noPendingSignUp'),
  resendTooSoon: (seconds: number) => msg('accountApi.resendTooSoon', { seconds: String(seconds) }),
  /** The waits below take seconds: "Please try again in 38 minutes." */
  tooManyCodes: waitMessage('accountApi.tooManyCodes'),
  codeInvalid: msg('accountApi.codeInvalid'),
  codeExpired: msg('accountApi.codeExpired'),
  codeAttemptsUsed: msg('accountApi.codeAttemptsUsed'),
  emailNotVerified: msg('accountApi.emailNotVerified'),
  signUpProofWrong: msg('accountApi.signUpProofWrong'),
  emailChangeSent: msg('accountApi.emailChangeSent'),
  emailChanged: msg('accountApi.emailChanged'),
  noEmailChange: msg('accountApi.noEmailChange'),
  emailChangeCodeInvalid: msg('accountApi.emailChangeCodeInvalid'),
  emailChangeCodeExpired: msg('accountApi.emailChangeCodeExpired'),
  tooManyEmailChanges: waitMessage('accountApi.tooManyEmailChanges'),
  invalidCredentials: msg('accountApi.invalidCredentials'),
  signInLocked: waitMessage('accountApi.signInLocked'),
  resetRequested: msg('accountApi.resetRequested'),
  resetLocked: waitMessage('accountApi.resetLocked'),
  resetLinkInvalid: msg('accountApi.resetLinkInvalid'),
  currentPasswordNeeded: msg('accountApi.currentPasswordNeeded'),
  currentPasswordWrong: msg('accountApi.currentPasswordWrong'),
  passwordLocked: waitMessage('accountApi.passwordLocked'),
  /** The 401 of every signed-in call without a usable session. */
  signInRequired: msg('accountApi.signInRequired'),
} as const;
