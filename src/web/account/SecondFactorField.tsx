import { TextInput } from '@mantine/core';
import { CODE_LENGTH, keepCodeDigits } from '../../shared/sixDigitCode';
import { t } from '../i18n/account.messages';

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
      label={t('account.authenticationCode')}
      placeholder={t('account.sixDigitPlaceholder')}
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
      label={t('account.recoveryCode')}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
