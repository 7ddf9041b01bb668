import { site } from '../../content/site';
import { EMAIL_CHANGE_CODE_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '../../shared/accountRules';
import { dateFormat } from '../../shared/i18n/dateFormats';
import type { Locale } from '../../shared/i18n/locales';
import { translatorFor } from '../i18n/translate';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';

// The account e-mails, in the account's language (users.language, issue 39; texts in the `mail` catalog).
// The code and the link are rendered through `code` and `action`, which is also what the development mail
// log picks out of the text (transport.ts devSummary).

const contact = { email: site.email, phone: site.phone.display };
const company = { company: site.companyName };

/**
 * When a change happened: English keeps its UTC stamp as before; another language reads the date and time
 * as Intl writes them for it, in Florida time.
 */
export function mailTime(locale: Locale, when: Date): string {
  if (locale === 'en') return when.toUTCString();
  const time = dateFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(when);
  return `${time} (${translatorFor(locale)('visit.zone')})`;
}

export function verificationCodeMail(
  locale: Locale,
  to: string,
  firstName: string,
  code: string,
): OutgoingMail {
  const t = translatorFor(locale);
  const content = renderEmail(
    {
      heading: t('mailAccount.verifyHeading'),
      paragraphs: [
        t('mail.hi', { firstName }),
        t('mailAccount.verifyBody', { ...company, minutes: VERIFICATION_CODE_TTL_MINUTES }),
        t('mailAccount.verifyIgnore'),
      ],
      code,
    },
    locale,
  );
  return {
    to,
    subject: t('mailAccount.verifySubject', company),
    kind: 'account.verification',
    ...content,
  };
}

export function passwordResetMail(locale: Locale, to: string, firstName: string, link: string): OutgoingMail {
  const t = translatorFor(locale);
  const content = renderEmail(
    {
      heading: t('mailAccount.resetHeading'),
      paragraphs: [t('mail.hi', { firstName }), t('mailAccount.resetBody'), t('mailAccount.resetIgnore')],
      action: { label: t('mailAccount.resetAction'), url: link },
    },
    locale,
  );
  return { to, subject: t('mailAccount.resetHeading'), kind: 'account.passwordReset', ...content };
}

/** `removedPasskeys`: the names of the passkeys a reset removed (the ones left unticked on the reset page). */
export function passwordChangedMail(
  locale: Locale,
  to: string,
  firstName: string,
  how: 'reset' | 'profile',
  when: Date,
  removedPasskeys: readonly string[] = [],
): OutgoingMail {
  const t = translatorFor(locale);
  const removed =
    removedPasskeys.length === 0
      ? []
      : [
          t('mailAccount.passkeysRemoved', {
            count: removedPasskeys.length,
            names: removedPasskeys.join(', '),
          }),
        ];
  const content = renderEmail(
    {
      heading: t('mailAccount.passwordChanged'),
      paragraphs: [
        t('mail.hi', { firstName }),
        how === 'reset' ? t('mailAccount.passwordChangedReset') : t('mailAccount.passwordChangedProfile'),
        ...removed,
        t('mailAccount.notYouReset', contact),
      ],
      details: [[t('mail.when'), mailTime(locale, when)]],
    },
    locale,
  );
  return { to, subject: t('mailAccount.passwordChanged'), kind: 'account.passwordChanged', ...content };
}

/** Sent to a new address typed on the profile: the change happens only when this code is entered (issue 26). */
export function emailChangeCodeMail(
  locale: Locale,
  to: string,
  firstName: string,
  code: string,
): OutgoingMail {
  const t = translatorFor(locale);
  const content = renderEmail(
    {
      heading: t('mailAccount.emailChangeHeading'),
      paragraphs: [
        t('mail.hi', { firstName }),
        t('mailAccount.emailChangeBody', { ...company, minutes: EMAIL_CHANGE_CODE_TTL_MINUTES }),
        t('mailAccount.emailChangeIgnore'),
      ],
      code,
    },
    locale,
  );
  return {
    to,
    subject: t('mailAccount.emailChangeHeading'),
    kind: 'account.emailChangeCode',
    ...content,
  };
}

/** Sent to the old address once the new one is confirmed, so the owner learns of a change they did not make. */
export function emailChangedMail(
  locale: Locale,
  to: string,
  firstName: string,
  newEmail: string,
  when: Date,
): OutgoingMail {
  const t = translatorFor(locale);
  const content = renderEmail(
    {
      heading: t('mailAccount.emailChanged'),
      paragraphs: [
        t('mail.hi', { firstName }),
        t('mailAccount.emailChangedBody', { newEmail }),
        t('mailAccount.notYouContact', contact),
      ],
      details: [[t('mail.when'), mailTime(locale, when)]],
    },
    locale,
  );
  return { to, subject: t('mailAccount.emailChanged'), kind: 'account.emailChanged', ...content };
}

/**
 * Sent whenever two-factor authentication is turned on or off. Like the password notice it is a security
 * notice, so no preference turns it off: someone holding a stolen session must not switch it off silently.
 */
export function twoFactorChangedMail(
  locale: Locale,
  to: string,
  firstName: string,
  on: boolean,
  when: Date,
): OutgoingMail {
  const t = translatorFor(locale);
  const content = renderEmail(
    {
      heading: on ? t('mailAccount.twoFactorOnHeading') : t('mailAccount.twoFactorOffHeading'),
      paragraphs: [
        t('mail.hi', { firstName }),
        on ? t('mailAccount.twoFactorOnBody') : t('mailAccount.twoFactorOffBody'),
        t('mailAccount.notYouReset', contact),
      ],
      details: [[t('mail.when'), mailTime(locale, when)]],
    },
    locale,
  );
  return {
    to,
    subject: on ? t('mailAccount.twoFactorOnSubject') : t('mailAccount.twoFactorOffSubject'),
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
  locale: Locale,
  to: string,
  firstName: string,
  change: 'added' | 'removed',
  passkeyName: string,
  when: Date,
): OutgoingMail {
  const t = translatorFor(locale);
  const subject = change === 'added' ? t('mailAccount.passkeyAdded') : t('mailAccount.passkeyRemoved');
  const content = renderEmail(
    {
      heading: subject,
      paragraphs: [
        t('mail.hi', { firstName }),
        change === 'added' ? t('mailAccount.passkeyAddedBody') : t('mailAccount.passkeyRemovedBody'),
        t('mailAccount.notYouPasskey', contact),
      ],
      details: [
        [t('mailAccount.passkey'), passkeyName],
        [t('mail.when'), mailTime(locale, when)],
      ],
    },
    locale,
  );
  return { to, subject, kind: 'account.passkeyChanged', ...content };
}
