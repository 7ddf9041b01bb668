import { site } from '../../content/site';
import { EMAIL_CHANGE_CODE_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '../../shared/accountRules';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';

// The account e-mails. The code and the link are rendered through `code` and `action`, which is also what
// the development mail log picks out of the text (transport.ts devSummary).

export function verificationCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  const content = renderEmail({
    heading: 'Verify your e-mail address',
    paragraphs: [
      `Hi ${firstName},`,
      `Enter this code on the verification page to finish creating your ${site.companyName} account. It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`,
      'If you did not sign up, you can ignore this e-mail.',
    ],
    code,
  });
  return {
    to,
    subject: `Your ${site.companyName} verification code`,
    kind: 'account.verification',
    ...content,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): OutgoingMail {
  const content = renderEmail({
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${firstName},`,
      'Someone asked to reset the password of your account. The link below lets you choose a new one; it works once and expires in 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
  return { to, subject: 'Reset your password', kind: 'account.passwordReset', ...content };
}

/** `removedPasskeys`: the names of the passkeys a reset removed (the ones left unticked on the reset page). */
export function passwordChangedMail(
  to: string,
  firstName: string,
  how: 'reset' | 'profile',
  when: Date,
  removedPasskeys: readonly string[] = [],
): OutgoingMail {
  const removed =
    removedPasskeys.length === 0
      ? []
      : [
          `${removedPasskeys.length === 1 ? 'This passkey was' : 'These passkeys were'} removed with the reset and no longer sign in: ${removedPasskeys.join(', ')}.`,
        ];
  const content = renderEmail({
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${firstName},`,
      how === 'reset'
        ? 'The password of your account was reset with an e-mailed link, and every device was signed out.'
        : 'The password of your account was changed from your profile, and your other devices were signed out.',
      ...removed,
      `If this was not you, reset your password right away and contact us at ${site.email} or ${site.phone.display}.`,
    ],
    details: [['When', when.toUTCString()]],
  });
  return { to, subject: 'Your password was changed', kind: 'account.passwordChanged', ...content };
}

/** Sent to a new address typed on the profile: the change happens only when this code is entered (issue 26). */
export function emailChangeCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  const content = renderEmail({
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Hi ${firstName},`,
      `Enter this code on your profile to make this the e-mail address of your ${site.companyName} account. It is valid for ${EMAIL_CHANGE_CODE_TTL_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
    ],
    code,
  });
  return {
    to,
    subject: 'Confirm your new e-mail address',
    kind: 'account.emailChangeCode',
    ...content,
  };
}

/** Sent to the old address once the new one is confirmed, so the owner learns of a change they did not make. */
export function emailChangedMail(to: string, firstName: string, newEmail: string, when: Date): OutgoingMail {
  const content = renderEmail({
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hi ${firstName},`,
      `The e-mail address of your account was changed to ${newEmail}, and your other devices were signed out. Messages about your account now go there.`,
      `If this was not you, contact us at ${site.email} or ${site.phone.display}.`,
    ],
    details: [['When', when.toUTCString()]],
  });
  return { to, subject: 'Your e-mail address was changed', kind: 'account.emailChanged', ...content };
}

/**
 * Sent whenever two-factor authentication is turned on or off. Like the password notice it is a security
 * notice, so no preference turns it off: someone holding a stolen session must not switch it off silently.
 */
export function twoFactorChangedMail(to: string, firstName: string, on: boolean, when: Date): OutgoingMail {
  const content = renderEmail({
    heading: on ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
    paragraphs: [
      `Hi ${firstName},`,
      on
        ? 'Two-factor authentication was turned on for your account: signing in now also asks for a code from your authenticator app, and your other devices were signed out. Keep your recovery codes somewhere safe.'
        : 'Two-factor authentication was turned off for your account: signing in now asks for your password only.',
      `If this was not you, reset your password right away and contact us at ${site.email} or ${site.phone.display}.`,
    ],
    details: [['When', when.toUTCString()]],
  });
  return {
    to,
    subject: on ? 'Two-factor authentication was turned on' : 'Two-factor authentication was turned off',
    kind: 'account.twoFactorChanged',
    ...content,
  };
}

/**
 * Sent when a passkey is added to the account or removed from it. A security notice like the 2FA one: a
 * passkey signs in without the password and outlives a password reset, so someone holding a stolen
 * session must not add one unseen.
 */
export function passkeyChangedMail(
  to: string,
  firstName: string,
  change: 'added' | 'removed',
  passkeyName: string,
  when: Date,
): OutgoingMail {
  const subject = change === 'added' ? 'A passkey was added to your account' : 'A passkey was removed';
  const content = renderEmail({
    heading: subject,
    paragraphs: [
      `Hi ${firstName},`,
      change === 'added'
        ? 'A new passkey can now sign in to your account without your password, and your other devices were signed out. You can see and remove your passkeys under Settings, Account Security, Passkeys.'
        : 'A passkey was removed from your account and no longer signs in. Your password is unchanged.',
      `If this was not you, remove the passkey, reset your password right away and contact us at ${site.email} or ${site.phone.display}.`,
    ],
    details: [
      ['Passkey', passkeyName],
      ['When', when.toUTCString()],
    ],
  });
  return { to, subject, kind: 'account.passkeyChanged', ...content };
}
