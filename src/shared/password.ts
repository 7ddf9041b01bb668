// Password length rules (SPEC 5 and 9). The sign-up modal asks for 10 characters, a profile change and a
// reset for 8; the upper bound keeps hashing cost bounded and matches openapi.yaml.

export const SIGN_UP_PASSWORD_MIN = 10;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | null;

/** Why `password` is not acceptable for a rule with `min` characters, or null when its length is fine. */
export function passwordLengthProblem(password: string, min: number): PasswordProblem {
  // Counted in code points so that an emoji is one character, as a person counts it.
  const length = [...password].length;
  if (length < min) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  return null;
}
