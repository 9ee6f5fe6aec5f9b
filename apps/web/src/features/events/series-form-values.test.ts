import { describe, expect, it } from 'vitest';
import {
  seriesFormRules,
  seriesFormValues,
  toSeriesInput,
} from '@/features/events/series-form-values';

describe('series form values', () => {
  it('starts a new series unnamed, not consecutive, without a span', () => {
    expect(seriesFormValues(null)).toEqual({
      name: '',
      details: '',
      consecutive: 'false',
      start: '',
      end: '',
    });
  });

  it('sends the span only when both ends are set', () => {
    expect(
      toSeriesInput({ ...seriesFormValues(null), name: ' Spring ', start: '2026-03-01T09:00' }),
    ).toEqual({
      name: 'Spring',
      details: '',
      consecutive: false,
    });
    const both = toSeriesInput({
      ...seriesFormValues(null),
      consecutive: 'true',
      start: '2026-03-01T09:00',
      end: '2026-03-05T17:00',
    });
    expect(both).toMatchObject({
      consecutive: true,
      start: new Date(2026, 2, 1, 9, 0).toISOString(),
      end: new Date(2026, 2, 5, 17, 0).toISOString(),
    });
  });

  it('wants the end after the start when both are given', () => {
    const values = { ...seriesFormValues(null), start: '2026-03-05T09:00' };
    expect(seriesFormRules.end('2026-03-01T09:00', values)).toBe('End must be after start.');
    expect(seriesFormRules.end('', values)).toBeNull();
    expect(seriesFormRules.end('2026-03-06T09:00', values)).toBeNull();
  });
});
