// The six-digit codes of SPEC 5: the authenticator (TOTP) code typed at sign-in and at 2FA set-up, and the
// sign-up verification code the server e-mails. One rule for the browser and the server.

export const CODE_LENGTH = 6;

/** A code field keeps digits only, at most six. */
export function keepCodeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isSixDigitCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
