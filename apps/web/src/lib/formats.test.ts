import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  DATE_FORMATS,
  DEFAULT_FORMATS,
  formatDate,
  formatDateTime,
  formatTime,
  isIsoDate,
  resolveFormats,
  startOfWeek,
  TIME_FORMATS,
  toIsoDate,
  validateIsoDate,
} from '@/lib/formats';

const when = new Date(2024, 2, 5, 14, 7); // Tuesday 5 March 2024, 2:07 pm local

describe('formats', () => {
  it('lists the formats of spec section 9', () => {
    expect(DATE_FORMATS).toEqual(['ddd D MMM YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D MMM YYYY']);
    expect(TIME_FORMATS).toEqual(['h:mm a', 'HH:mm']);
    expect(DEFAULT_FORMATS).toEqual({
      dateFormat: 'ddd D MMM YYYY',
      timeFormat: 'h:mm a',
      dateTimeFormat: 'ddd D MMM YYYY h:mm a',
    });
  });

  it('formats with the defaults', () => {
    expect(formatDate(when)).toBe('Tue 5 Mar 2024');
    expect(formatTime(when)).toBe('2:07 pm');
    expect(formatDateTime(when)).toBe('Tue 5 Mar 2024 2:07 pm');
  });

  it('formats with the person’s settings', () => {
    const settings = {
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      dateTimeFormat: 'D MMM YYYY HH:mm',
    };
    expect(formatDate(when, settings)).toBe('05/03/2024');
    expect(formatTime(when, settings)).toBe('14:07');
    expect(formatDateTime(when, settings)).toBe('5 Mar 2024 14:07');
    expect(formatDate(when, { dateFormat: 'YYYY-MM-DD' })).toBe('2024-03-05');
    expect(formatDate(when, { dateFormat: 'D MMM YYYY' })).toBe('5 Mar 2024');
  });

  it('falls back to the defaults for empty settings', () => {
    expect(resolveFormats({ dateFormat: '' })).toEqual(DEFAULT_FORMATS);
    expect(resolveFormats(null)).toEqual(DEFAULT_FORMATS);
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek(when).format('ddd YYYY-MM-DD')).toBe('Mon 2024-03-04');
    expect(startOfWeek(new Date(2024, 2, 10)).format('ddd YYYY-MM-DD')).toBe('Mon 2024-03-04');
    expect(startOfWeek(new Date(2024, 2, 11)).format('ddd YYYY-MM-DD')).toBe('Mon 2024-03-11');
  });

  it('writes and checks ISO dates', () => {
    expect(toIsoDate(when)).toBe('2024-03-05');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('5/3/2024')).toBe(false);
    expect(validateIsoDate('2024-13-01')).toBe(DATE_FORMAT_MESSAGE);
    expect(validateIsoDate('2024-12-01')).toBeNull();
    expect(DATE_FORMAT_MESSAGE).toBe('Date format must be YYYY-MM-DD.');
  });
});
