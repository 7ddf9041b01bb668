import { TextInput } from '@mantine/core';
import { CODE_LENGTH, keepCodeDigits } from '../../shared/sixDigitCode';

/**
 * The field of a second factor, as the sign-in's 2FA step and "Confirm it's you" ask for it: the
 * authenticator's 6-digit code (digits only, the phone's one-time-code autofill) or a recovery code.
 */
export function SecondFactorField({
  kind,
  value,
  onChange,
}: {
  kind: 'authenticator' | 'recovery';
  value: string;
  onChange: (value: string) => void;
}) {
  return kind === 'authenticator' ? (
    <TextInput
      key="code"
      label="Authentication code"
      placeholder="6 digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(keepCodeDigits(event.currentTarget.value))}
      data-autofocus
    />
  ) : (
    <TextInput
      key="recovery"
      label="Recovery code"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
