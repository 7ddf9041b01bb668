import { describe, expect, it } from 'vitest';
import { customPeriodError, insightTexts, presetPeriod } from '../../src/shared/insightsPeriod';

// The Insights tab's periods (issue 40), in Florida calendar dates.

describe('insight periods', () => {
  it('counts the presets back from Florida today, today included', () => {
    expect(presetPeriod('7', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('30', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetPeriod('90', '2026-11-27')).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(presetPeriod('year', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
    // Across a year's end and a leap day.
    expect(presetPeriod('7', '2028-01-02')).toEqual({ from: '2027-12-27', to: '2028-01-02' });
    expect(presetPeriod('30', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(presetPeriod('year', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('says why a from–to cannot be shown', () => {
    const today = '2026-11-27';
    expect(customPeriodError({ from: '2026-11-01', to: '2026-11-07' }, today)).toBeNull();
    expect(customPeriodError({ from: today, to: today }, today)).toBeNull();
    expect(customPeriodError({ from: '', to: today }, today)).toBe(insightTexts.fromInvalid);
    expect(customPeriodError({ from: '2026-02-30', to: today }, today)).toBe(insightTexts.fromInvalid);
    expect(customPeriodError({ from: '2026-11-01', to: '11/07/2026' }, today)).toBe(insightTexts.toInvalid);
    expect(customPeriodError({ from: '2026-11-08', to: '2026-11-07' }, today)).toBe(insightTexts.reversed);
    expect(customPeriodError({ from: '2026-11-01', to: '2026-11-28' }, today)).toBe(insightTexts.future);
    // 366 days after the first is the longest the server takes (a leap year's whole year).
    expect(customPeriodError({ from: '2025-11-26', to: today }, today)).toBeNull();
    expect(customPeriodError({ from: '2025-11-25', to: today }, today)).toBe(insightTexts.tooLong);
  });
});
