// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setTokens } from '@/lib/auth/token-store';
import { TOKEN_REFRESH_INTERVAL_MS, useTokenRefresh } from '@/lib/auth/use-token-refresh';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTokenRefresh', () => {
  it('refreshes the tokens every 30 minutes while logged in', async () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(30 * 60 * 1000);
    setTokens({ access: 'a0', refresh: 'r0' });
    let n = 0;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      n += 1;
      expect(JSON.parse(String(init.body))).toEqual({ refresh: `r${n - 1}` });
      return new Response(JSON.stringify({ access: `a${n}`, refresh: `r${n}` }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { unmount, rerender } = renderHook(({ active }) => useTokenRefresh(active), {
      initialProps: { active: true },
    });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/refresh');
    expect(getAccessToken()).toBe('a1');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(getAccessToken()).toBe('a2');
    expect(localStorage.getItem('crewcall.refresh')).toBe('r2');

    rerender({ active: false });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
  });
});
