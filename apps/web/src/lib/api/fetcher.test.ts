// @vitest-environment jsdom
import { contract } from '@crewcall/contract';
import type { ApiFetcherArgs } from '@ts-rest/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerError, lastPageError } from '@/lib/api/api-error-store';
import { NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/api/api-errors';
import { apiFetcher } from '@/lib/api/fetcher';
import { getAccessToken, setTokens } from '@/lib/auth/token-store';
import { setNavigator } from '@/lib/navigation';

const navigate = vi.fn();

function args(path: string, headers: Record<string, string> = {}): ApiFetcherArgs {
  return {
    route: contract.auth.user,
    path,
    method: 'GET',
    headers,
    body: undefined,
    rawBody: undefined,
    rawQuery: undefined,
    contentType: undefined,
  };
}

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  localStorage.clear();
  bannerError.set(null);
  lastPageError.set(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetcher', () => {
  it('adds the bearer token and clears the banner before the call', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    bannerError.set({ status: 503, message: 'old' });
    const fetchMock = vi.fn(async () => {
      expect(bannerError.get()).toBeNull();
      return answer(200, { ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiFetcher(args('/api/auth/user'));
    expect(res.status).toBe(200);
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer acc');
  });

  it('turns a network failure into the network message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetcher(args('/api/events/'))).rejects.toBeInstanceOf(NetworkError);
    expect(bannerError.get()?.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('sends 403, 404 and 500 to their pages with the error data', async () => {
    for (const status of [403, 404, 500]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(status, { detail: `d${status}` })));
      const res = await apiFetcher(args('/api/events/1/'));
      expect(res.status).toBe(status);
      expect(navigate).toHaveBeenLastCalledWith(`/${status}`, {
        state: { apiError: expect.objectContaining({ status, detail: `d${status}` }) },
      });
    }
    expect(lastPageError.get()?.status).toBe(500);
  });

  it('goes to the 429 page when throttled', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, { detail: 'Slow down.' })));
    await apiFetcher(args('/api/register/check'));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/429', expect.anything()));
    expect(lastPageError.get()?.detail).toBe('Slow down.');
  });

  it('words the 429 for people, with the wait from Retry-After (issue 10, item 8)', async () => {
    const throttled = new Response(JSON.stringify({ detail: 'Request was throttled.' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '900' },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(throttled));
    await apiFetcher(args('/api/auth/login'));
    await vi.waitFor(() => expect(lastPageError.get()?.retryAfterSeconds).toBe(900));
    expect(lastPageError.get()?.message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(lastPageError.get()?.retryAfterSeconds).toBe(900);
  });

  it('shows other failures in the banner', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, { detail: 'Maintenance' })));
    await apiFetcher(args('/api/events/'));
    expect(bannerError.get()?.message).toContain('Maintenance');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves 400s to forms and does not navigate for the site 404', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(400, { email: ['Invalid email.'] })));
    expect((await apiFetcher(args('/api/register/check'))).status).toBe(400);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, { detail: 'Not found.' })));
    expect((await apiFetcher(args('/api/organisations/current/'))).status).toBe(404);
    expect(navigate).not.toHaveBeenCalled();
    expect(bannerError.get()).toBeNull();
  });

  it('logs out on a 401 with a code', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(401, { detail: 'Bad', code: 'token_not_valid' })),
    );
    await apiFetcher(args('/api/auth/user'));
    await vi.waitFor(() => expect(getAccessToken()).toBeNull());
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/hello/), { replace: true });
  });

  it('refreshes an expired access token once and retries', async () => {
    setTokens({ access: 'old', refresh: 'ref' });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { detail: 'Expired', code: 'token_expired' }))
      .mockResolvedValueOnce(answer(200, { access: 'new', refresh: 'ref2' }))
      .mockResolvedValueOnce(answer(200, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiFetcher(args('/api/events/'));
    expect(res.status).toBe(200);
    expect(getAccessToken()).toBe('new');
    expect(localStorage.getItem('crewcall.refresh')).toBe('ref2');
    const retried = (fetchMock.mock.calls[2] as unknown[])[1] as RequestInit;
    expect((retried.headers as Record<string, string>).authorization).toBe('Bearer new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('uses the pair another tab already renewed instead of refreshing again', async () => {
    setTokens({ access: 'old', refresh: 'ref' });
    const fetchMock = vi.fn().mockImplementationOnce(async () => {
      // Meanwhile another tab refreshed and stored a new pair.
      localStorage.setItem('crewcall.access', 'from-other-tab');
      localStorage.setItem('crewcall.refresh', 'ref-other');
      return answer(401, { detail: 'Expired', code: 'token_expired' });
    });
    fetchMock.mockResolvedValueOnce(answer(200, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiFetcher(args('/api/events/'));
    expect(res.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2); // no refresh call
    const retried = (fetchMock.mock.calls[1] as unknown[])[1] as RequestInit;
    expect((retried.headers as Record<string, string>).authorization).toBe('Bearer from-other-tab');
  });

  it('refreshes for the start-up auth/user check too (issue 10, item 0)', async () => {
    setTokens({ access: 'old', refresh: 'ref' });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { detail: 'Expired', code: 'token_expired' }))
      .mockResolvedValueOnce(answer(200, { access: 'new', refresh: 'ref2' }))
      .mockResolvedValueOnce(answer(200, { id: 1, email: 'a@example.org' }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiFetcher(args('/api/auth/user'));
    expect(res.status).toBe(200);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/refresh');
    expect(getAccessToken()).toBe('new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never refreshes for login, refresh or logout themselves', async () => {
    for (const path of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']) {
      setTokens({ access: 'old', refresh: 'ref' });
      const fetchMock = vi
        .fn()
        .mockResolvedValue(answer(401, { detail: 'Expired', code: 'token_expired' }));
      vi.stubGlobal('fetch', fetchMock);
      await apiFetcher({ ...args(path), method: 'POST' });
      expect(fetchMock, path).toHaveBeenCalledTimes(1);
    }
  });

  it('logs out cleanly on token_revoked without trying a refresh', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer(401, { detail: 'Signed out', code: 'token_revoked' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetcher(args('/api/auth/user'));
    await vi.waitFor(() => expect(getAccessToken()).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('crewcall.refresh')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/hello', { replace: true });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    setTokens({ access: 'old', refresh: 'ref' });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { detail: 'Expired', code: 'token_expired' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiFetcher(args('/api/events/'));
    expect(res.status).toBe(401);
    expect(localStorage.getItem('crewcall.refresh')).toBe('ref');
    expect(bannerError.get()?.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();
  });
});
