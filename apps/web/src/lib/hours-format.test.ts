import { describe, expect, it } from 'vitest';
import { formatHours } from '@/lib/hours-format';

describe('formatHours: hours and minutes, one rule everywhere', () => {
  it('writes hours and minutes, leaving out a zero part', () => {
    expect(formatHours(2.5)).toBe('2 h 30 min');
    expect(formatHours(3)).toBe('3 h');
    expect(formatHours(0.75)).toBe('45 min');
    expect(formatHours(0)).toBe('0 min');
  });

  it("gives back the minutes timed from the API's two decimals", () => {
    // 3 h 20 min is sent as 3.33, 1 h 1 min as 1.02, 7 min as 0.12
    expect(formatHours(3.33)).toBe('3 h 20 min');
    expect(formatHours(1.02)).toBe('1 h 1 min');
    expect(formatHours(0.12)).toBe('7 min');
    for (let minutes = 0; minutes < 24 * 60; minutes++) {
      const sent = Math.round((minutes / 60) * 100) / 100;
      const expected = minutes % 60;
      expect(
        formatHours(sent).endsWith(expected === 0 && minutes >= 60 ? ' h' : `${expected} min`),
      ).toBe(true);
    }
  });

  it('rounds to the nearest minute, carrying into the hour', () => {
    expect(formatHours(1.999)).toBe('2 h');
    expect(formatHours(12.25 + 1000)).toBe('1,012 h 15 min');
  });

  it('shows nothing when there are no hours', () => {
    expect(formatHours(null)).toBe('');
    expect(formatHours(undefined)).toBe('');
    expect(formatHours(Number.NaN)).toBe('');
  });
});
