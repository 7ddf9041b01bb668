import { describe, expect, it } from 'vitest';
import { emptyFields, estimateFieldErrors } from '../../machines/leads.rules';
import {
  APPOINTMENT_TIME_ZONE_NAME,
  appointmentMessages,
  bookingTexts,
  formatLocalDate,
  streetAddressError,
  windowHoursLabel,
} from '../../src/shared/appointments';
import {
  HEARD_ABOUT_OPTIONS,
  heardAboutMessage,
  SERVICE_TYPES,
  serviceTypeMessage,
} from '../../src/shared/leads';
import { shown } from '../helpers/shownText';

// The lead and booking texts in both languages (issue 39): English byte for byte as before, Spanish from
// the leads and booking catalogs, dates and hours by Intl for the language in Florida's calendar.

describe('the lead forms in English and Spanish', () => {
  it('names the option lists, stored by id, in the reader’s language; English keeps the spec’s labels', () => {
    expect(SERVICE_TYPES.map((type) => shown(serviceTypeMessage(type.id)))).toEqual(
      SERVICE_TYPES.map((type) => type.label),
    );
    expect(HEARD_ABOUT_OPTIONS.map((o) => shown(heardAboutMessage(o.id)))).toEqual(
      HEARD_ABOUT_OPTIONS.map((o) => o.label),
    );
    expect(shown(serviceTypeMessage(2), 'es')).toBe('Mantenimiento y reparaciones');
    expect(shown(heardAboutMessage(3), 'es')).toBe('Recomendación de un amigo o familiar');
  });

  it('says each field complaint in both languages', () => {
    const errors = estimateFieldErrors({
      ...emptyFields(null),
      firstName: 'Ana',
      email: 'ana@',
      phoneNumber: '123',
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, shown(m)]))).toEqual({
      lastName: 'This field is required',
      email: 'Please enter a valid e-mail address.',
      phoneNumber: 'Please enter a valid 10-digit phone number',
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, shown(m, 'es')]))).toEqual({
      lastName: 'Este campo es obligatorio',
      email: 'Escriba un correo electrónico válido.',
      phoneNumber: 'Escriba un número de teléfono válido de 10 dígitos',
    });
  });
});

describe('the booking in English and Spanish', () => {
  it('keeps the English windows, date and zone as they were, and writes them by Intl in Spanish', () => {
    expect(windowHoursLabel('morning')).toBe('8 am – 12 pm');
    expect(windowHoursLabel('afternoon', 'en')).toBe('12 pm – 5 pm');
    expect(windowHoursLabel('morning', 'es')).toMatch(/^8 a\.\s?m\. – 12 p\.\s?m\.$/);
    expect(windowHoursLabel('afternoon', 'es')).toMatch(/^12 p\.\s?m\. – 5 p\.\s?m\.$/);
    expect(formatLocalDate('2026-11-30')).toBe('Monday, November 30, 2026');
    expect(formatLocalDate('2026-11-30', 'es')).toBe('lunes, 30 de noviembre de 2026');
    expect(shown(APPOINTMENT_TIME_ZONE_NAME)).toBe('Florida time (Eastern)');
    expect(shown(APPOINTMENT_TIME_ZONE_NAME, 'es')).toBe('hora de Florida (hora del Este)');
  });

  it('writes the limits into the texts in both languages', () => {
    expect(shown(bookingTexts.codeSent)).toBe(
      'We e-mailed you a 6-digit code. Enter it here within 15 minutes to book this time; until then it is held for you.',
    );
    expect(shown(bookingTexts.codeSent, 'es')).toContain('dentro de 15 minutos');
    expect(shown(streetAddressError('x'.repeat(201)))).toBe(
      'Keep the street address to 200 characters or fewer.',
    );
    expect(shown(appointmentMessages.moveLimit)).toBe(
      'This visit has been moved 3 times in the last 24 hours. Please try again tomorrow, or call us to change it.',
    );
    expect(shown(appointmentMessages.moveLimit, 'es')).toContain('se cambió 3 veces');
  });
});
