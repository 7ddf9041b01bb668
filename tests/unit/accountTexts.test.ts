import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import { isUsernameTakenText, USERNAME_TAKEN_TEXTS } from '../../src/shared/accountRules';
import { LOCALES } from '../../src/shared/i18n/locales';
import { msg } from '../../src/shared/i18n/message';
import { messages } from '../../src/shared/messages';
import {
  CONFIRMATION_REQUIRED_TEXTS,
  isConfirmationRequiredText,
  sessionTexts,
} from '../../src/shared/sessionRules';

// The two server answers the browser recognises by their text (issue 39): the web app sends the page's
// language, so each must be known in every language the catalogs have.
describe('account answers recognised in every language', () => {
  for (const locale of LOCALES) {
    it(`knows the ${locale} texts of the catalogs`, () => {
      expect(USERNAME_TAKEN_TEXTS[locale]).toBe(translate(locale, messages.signUp.usernameTaken));
      expect(CONFIRMATION_REQUIRED_TEXTS[locale]).toBe(translate(locale, sessionTexts.confirmationRequired));
      expect(isUsernameTakenText(translate(locale, messages.signUp.usernameTaken))).toBe(true);
      expect(isConfirmationRequiredText(translate(locale, sessionTexts.confirmationRequired))).toBe(true);
    });
  }

  it('keeps the spec English and writes the Spanish', () => {
    expect(translate('en', messages.verification.resendWait(1))).toBe(
      'Please wait 1 seconds before resending.',
    );
    expect(translate('es', messages.verification.resendWait(1))).toBe(
      'Espere 1 segundo antes de reenviarlo.',
    );
    expect(translate('en', messages.notifications.toggled('phone_number_change', false))).toBe(
      'Phone number change notification disabled',
    );
    expect(translate('es', messages.notifications.toggled('phone_number_change', true))).toBe(
      'Activada la notificación de cambio de número de teléfono',
    );
    expect(translate('en', msg('signIn.failedPasskey', { reason: 'cancelled' }))).toBe(
      'Sign in failed: The passkey prompt was closed or timed out.',
    );
    expect(translate('en', sessionTexts.confirmed)).toBe(
      'Thank you. You will not be asked again for 15 minutes.',
    );
  });
});
