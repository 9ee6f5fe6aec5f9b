import { describe, expect, it } from 'vitest';
import { relativeDayLabel } from '@/lib/relative-day';

const now = new Date(2024, 2, 5, 14, 0);

describe('relativeDayLabel', () => {
  it('says today for any time today, earlier or later', () => {
    expect(relativeDayLabel(new Date(2024, 2, 5, 0, 1), now)).toBe('today');
    expect(relativeDayLabel(new Date(2024, 2, 5, 23, 59), now)).toBe('today');
  });

  it('counts calendar days ahead', () => {
    expect(relativeDayLabel(new Date(2024, 2, 6, 0, 30), now)).toBe('in 1 day');
    expect(relativeDayLabel(new Date(2024, 2, 7, 9, 0), now)).toBe('in 2 days');
    expect(relativeDayLabel(new Date(2024, 3, 4, 9, 0), now)).toBe('in 30 days');
  });

  it('says in the past for earlier days', () => {
    expect(relativeDayLabel(new Date(2024, 2, 4, 23, 59), now)).toBe('in the past');
    expect(relativeDayLabel(new Date(2023, 0, 1), now)).toBe('in the past');
  });

  it('accepts ISO strings', () => {
    expect(relativeDayLabel('2024-03-08', now)).toBe('in 3 days');
  });
});
