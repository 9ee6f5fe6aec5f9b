import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from '@/components/data-table/debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer', () => {
  it('waits 400 ms after the last keystroke and sends the last value once', () => {
    const commit = vi.fn();
    const debouncer = createDebouncer(commit);
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
    debouncer.schedule('s');
    vi.advanceTimersByTime(300);
    debouncer.schedule('sa');
    vi.advanceTimersByTime(300);
    debouncer.schedule('sai');
    vi.advanceTimersByTime(399);
    expect(commit).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('sai');
    expect(debouncer.pending()).toBe(false);
  });

  it('fires at once on flush (Enter) and drops the pending call', () => {
    const commit = vi.fn();
    const debouncer = createDebouncer(commit);
    debouncer.schedule('sail');
    debouncer.flush('sail');
    expect(commit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('cancel drops a pending call', () => {
    const commit = vi.fn();
    const debouncer = createDebouncer(commit, 100);
    debouncer.schedule('x');
    debouncer.cancel();
    vi.advanceTimersByTime(500);
    expect(commit).not.toHaveBeenCalled();
  });
});
