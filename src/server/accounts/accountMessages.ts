// The texts the server answers on account calls. SPEC section 8 shows the server's text in the browser
// (the sign-up form shows it when it contains 'Email' or is the shared taken-username text), so conflicts
// name 'Email' or use that text.

import { messages } from '../../shared/messages';

export const accountErrors = {
  emailTaken: 'Email is already registered. Please sign in or reset your password.',
  emailInUse: 'Email is already in use by another account.',
  usernameTaken: messages.signUp.usernameTaken,
  usernameBlank: 'Username cannot be empty.',
  nameBlank: (field: string) => `${field} cannot be empty.`,
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  partialSignUpData: 'Send either the e-mail address alone to resend the code, or all the sign-up fields.',
  noPendingSignUp: 'No sign-up is waiting for this e-mail address. Please sign up again.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManyCodes: (wait: string) =>
    `Too many codes were requested for this e-mail address. Please try again in ${wait}.`,
  codeInvalid: 'Invalid verification code. Please check the code in the e-mail and try again.',
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeAttemptsUsed: 'Too many wrong codes. Please request a new code.',
  emailNotVerified: 'Email not verified yet. Please enter the code we e-mailed you first.',
  signUpProofWrong:
    'This sign-up was not verified in this browser, or the verification has expired. Please enter the code we e-mailed you again.',
  emailChangeSent:
    'We e-mailed a code to your new address. Enter it to finish the change; until then your e-mail address stays as it is.',
  emailChanged: 'Your e-mail address was changed. Your other devices were signed out.',
  noEmailChange: 'No e-mail address change is waiting. Please enter the new address again.',
  emailChangeCodeInvalid:
    'Invalid code. Please check the code we e-mailed to your new address and try again.',
  emailChangeCodeExpired: 'This code has expired. Please enter the new address again to get a new code.',
  tooManyEmailChanges: (wait: string) =>
    `Too many e-mail address changes were started. Please try again in ${wait}.`,
  invalidCredentials: 'Invalid email or password',
  signInLocked: (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
  resetRequested: 'If an account exists for this e-mail address, a password reset link has been sent to it.',
  resetLocked: (wait: string) =>
    `Too many password reset requests for this e-mail address. Please try again in ${wait}.`,
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  currentPasswordNeeded: 'Please enter your current password to change your e-mail address or password.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordLocked: (wait: string) => `Too many wrong passwords. Please try again in ${wait}.`,
} as const;
