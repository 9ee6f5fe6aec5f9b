// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFetchRange } from '@/features/events/calendar/use-fetch-range';

describe('useFetchRange', () => {
  it('is null before the first view, then the padded range, kept while it does not change', () => {
    const { result } = renderHook(() => useFetchRange());
    expect(result.current[0]).toBeNull();

    act(() => result.current[1]({ start: new Date(2026, 1, 23), end: new Date(2026, 3, 6) }));
    const first = result.current[0];
    expect(first).toEqual({
      start: new Date(2026, 1, 17).toISOString(),
      end: new Date(2026, 3, 12).toISOString(),
    });

    // The same view drawn again (another hour of the same days): the very same range.
    act(() => result.current[1]({ start: new Date(2026, 1, 23, 6), end: new Date(2026, 3, 6) }));
    expect(result.current[0]).toBe(first);

    act(() => result.current[1]({ start: new Date(2026, 2, 30), end: new Date(2026, 4, 11) }));
    expect(result.current[0]).not.toBe(first);
  });
});
