import { describe, expect, it } from 'vitest';
import { dateFormat } from '../../src/shared/i18n/dateFormats';

describe('dateFormat', () => {
  it('hands out one formatter per locale and options, and formats as a new one would', () => {
    const options = { timeZone: 'America/New_York', weekday: 'long' } as const;
    const first = dateFormat('es', options);
    expect(dateFormat('es', { ...options })).toBe(first);
    expect(dateFormat('en', options)).not.toBe(first);
    expect(dateFormat('es', { ...options, weekday: 'short' })).not.toBe(first);
    const monday = new Date('2026-11-30T15:00:00Z');
    expect(first.format(monday)).toBe('lunes');
    expect(dateFormat('en', options).format(monday)).toBe('Monday');
  });
});
