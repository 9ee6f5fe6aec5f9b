import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_IDLE_MS, KIOSK_RELOAD_MS, startKioskTimers } from '@/features/kiosk/kiosk-timers';

describe('the kiosk timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function timers(atStart: boolean) {
    const state = { atStart };
    const reset = vi.fn(() => {
      state.atStart = true;
    });
    const reload = vi.fn();
    const started = startKioskTimers({ atStart: () => state.atStart, reset, reload });
    return { state, reset, reload, ...started };
  }

  it('resets to start after 60 s without input, not before', () => {
    const t = timers(false);
    vi.advanceTimersByTime(KIOSK_IDLE_MS - 2_000);
    expect(t.reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(t.reset).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('counts the 60 s from the last input', () => {
    const t = timers(false);
    vi.advanceTimersByTime(50_000);
    t.touch();
    vi.advanceTimersByTime(50_000);
    expect(t.reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(t.reset).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('does not reset what is already at start', () => {
    const t = timers(true);
    vi.advanceTimersByTime(5 * KIOSK_IDLE_MS);
    expect(t.reset).not.toHaveBeenCalled();
    t.stop();
  });

  it('reloads a page older than 6 hours, once, at start', () => {
    const t = timers(true);
    vi.advanceTimersByTime(KIOSK_RELOAD_MS - 1_000);
    expect(t.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(t.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('never reloads under someone: it waits until the screen is back at start', () => {
    const t = timers(false);
    // Someone keeps tapping past the 6 hours.
    for (let i = 0; i < KIOSK_RELOAD_MS / 30_000 + 2; i++) {
      vi.advanceTimersByTime(30_000);
      t.touch();
    }
    expect(t.reload).not.toHaveBeenCalled();
    t.state.atStart = true;
    vi.advanceTimersByTime(1_000);
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('stops ticking when stopped', () => {
    const t = timers(false);
    t.stop();
    vi.advanceTimersByTime(KIOSK_RELOAD_MS);
    expect(t.reset).not.toHaveBeenCalled();
    expect(t.reload).not.toHaveBeenCalled();
  });
});
