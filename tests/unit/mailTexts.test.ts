import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  emailChangeCodeMail,
  emailChangedMail,
  passkeyChangedMail,
  passwordChangedMail,
  passwordResetMail,
  twoFactorChangedMail,
  verificationCodeMail,
} from '../../src/server/accounts/accountMail';
import {
  type AppointmentMailKind,
  appointmentEmail,
  bookingCodeEmail,
} from '../../src/server/appointments/appointmentEmails';
import type { AppointmentRow, Customer } from '../../src/server/appointments/appointmentRecord';
import type { OutgoingMail } from '../../src/server/mail/outbox';
import type { Locale } from '../../src/shared/i18n/locales';

// Issue 39: every customer e-mail, built in English and in Spanish. English subjects are the ones the
// site always sent (byte for byte); the Spanish ones are Spanish, with no English sentence of the mail
// catalog left in them and `<html lang="es">`.

const englishTexts: string[] = Object.values(
  JSON.parse(readFileSync('src/shared/i18n/en/mail.json', 'utf8')) as Record<string, string>,
)
  // Fixed words only (the part before a placeholder), long enough to be a sentence of their own.
  .map((text) => text.split('{')[0] ?? '')
  .filter((text) => text.length >= 16);

const when = new Date('2026-11-02T15:04:00Z');
const row: AppointmentRow = {
  id: '00000000-0000-4000-8000-000000000001',
  service_request_id: '00000000-0000-4000-8000-000000000002',
  date: '2026-11-03',
  window: 'morning',
  starts_at: new Date('2026-11-03T13:00:00Z'),
  ends_at: new Date('2026-11-03T17:00:00Z'),
  address: '4410 W Gandy Blvd',
  city: 'Tampa',
  status: 'booked',
  cancel_reason: null,
  sequence: 0,
  uid: 'appointment-1@example.com',
  token_expires_at: new Date('2026-11-04T17:00:00Z'),
  reminder_sent_at: null,
  manage_nonce: null,
  rebooking_allowed_at: null,
};
const customer = (language: Locale): Customer => ({
  firstName: 'Rosa',
  lastName: 'Álvarez',
  email: 'rosa@example.com',
  phone: '8135550123',
  city: 'Tampa',
  language,
});
const context = {
  publicUrl: 'https://example.com',
  companyEmail: 'office@example.com',
  token: 'tok',
  now: when,
};

function mails(locale: Locale): Record<string, OutgoingMail> {
  const visits = Object.fromEntries(
    (['booked', 'moved', 'cancelled', 'closure', 'reminder', 'newLink'] as AppointmentMailKind[]).map(
      (kind) => [`visit.${kind}`, appointmentEmail(kind, row, customer(locale), context)],
    ),
  );
  return {
    verification: verificationCodeMail(locale, 'rosa@example.com', 'Rosa', '123456'),
    reset: passwordResetMail(
      locale,
      'rosa@example.com',
      'Rosa',
      'https://example.com/reset-password?token=x',
    ),
    passwordChanged: passwordChangedMail(locale, 'rosa@example.com', 'Rosa', 'reset', when, [
      'Phone',
      'Laptop',
    ]),
    emailChangeCode: emailChangeCodeMail(locale, 'new@example.com', 'Rosa', '123456'),
    emailChanged: emailChangedMail(locale, 'rosa@example.com', 'Rosa', 'new@example.com', when),
    twoFactorOn: twoFactorChangedMail(locale, 'rosa@example.com', 'Rosa', true, when),
    twoFactorOff: twoFactorChangedMail(locale, 'rosa@example.com', 'Rosa', false, when),
    passkeyAdded: passkeyChangedMail(locale, 'rosa@example.com', 'Rosa', 'added', 'Phone', when),
    passkeyRemoved: passkeyChangedMail(locale, 'rosa@example.com', 'Rosa', 'removed', 'Phone', when),
    bookingCode: bookingCodeEmail('rosa@example.com', '123456', 'office@example.com', locale),
    ...visits,
  };
}

describe('customer e-mails by language', () => {
  it('keeps every English subject as the site always sent it', () => {
    const subjects = Object.fromEntries(Object.entries(mails('en')).map(([k, m]) => [k, m.subject]));
    expect(subjects).toEqual({
      verification: 'Your Sunshine State Generators verification code',
      reset: 'Reset your password',
      passwordChanged: 'Your password was changed',
      emailChangeCode: 'Confirm your new e-mail address',
      emailChanged: 'Your e-mail address was changed',
      twoFactorOn: 'Two-factor authentication was turned on',
      twoFactorOff: 'Two-factor authentication was turned off',
      passkeyAdded: 'A passkey was added to your account',
      passkeyRemoved: 'A passkey was removed',
      bookingCode: 'Your booking code for Sunshine State Generators',
      'visit.booked': 'Your free in-home assessment on Tuesday, November 3, 2026',
      'visit.moved': 'New time for your in-home assessment: Tuesday, November 3, 2026',
      'visit.cancelled': 'Your in-home assessment on Tuesday, November 3, 2026 is cancelled',
      'visit.closure': 'Please pick a new time for your in-home assessment',
      'visit.reminder': 'Reminder: your in-home assessment on Tuesday, November 3, 2026',
      'visit.newLink': 'A new link for your in-home assessment',
    });
    const passwordChanged = mails('en').passwordChanged;
    expect(passwordChanged?.text).toContain('When: Mon, 02 Nov 2026 15:04:00 GMT');
    expect(passwordChanged?.text).toContain(
      'These passkeys were removed with the reset and no longer sign in: Phone, Laptop.',
    );
    expect(mails('en')['visit.booked']?.html).toContain('<html lang="en">');
  });

  it('writes every Spanish e-mail in Spanish, with no English sentence left', () => {
    const all = mails('es');
    expect(englishTexts.length).toBeGreaterThan(60);
    // The check finds English where it is: the English mails have these sentences.
    expect(englishTexts.some((text) => mails('en').reset?.text.includes(text))).toBe(true);
    expect(all.verification?.subject).toBe('Su código de verificación de Sunshine State Generators');
    expect(all['visit.booked']?.subject).toBe(
      'Su evaluación gratis a domicilio el martes, 3 de noviembre de 2026',
    );
    expect(all.passwordChanged?.text).toContain(
      'Estas llaves de acceso se eliminaron con el restablecimiento y ya no inician sesión: Phone, Laptop.',
    );
    // Intl's Spanish date and time in Florida time (10:04 am EST on 2 November 2026).
    expect(all.emailChanged?.text).toMatch(
      /Cuándo: lunes, 2 de noviembre de 2026.* 10:04 a\.\s?m\..*hora de Florida/,
    );
    expect(all['visit.closure']?.text).toContain('(ese día estamos cerrados)');
    expect(all['visit.booked']?.text).toContain('https://example.com/es/appointments/manage/tok');
    for (const [kind, mail] of Object.entries(all)) {
      expect(mail.html, kind).toContain('<html lang="es">');
      for (const english of englishTexts) {
        expect(`${mail.subject}\n${mail.text}`, `${kind} has "${english}"`).not.toContain(english);
      }
    }
    expect(all.verification?.text).toMatch(/^Código: 123456$/m);
  });
});
