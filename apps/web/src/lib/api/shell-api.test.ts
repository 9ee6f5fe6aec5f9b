import { contract } from '@crewcall/contract';
import { describe, expect, it, vi } from 'vitest';
import { callShellRoute, queryShellRoute, SHELL_ROUTES } from '@/lib/api/shell-api';

describe('SHELL_ROUTES', () => {
  it('call the same methods and paths as the contract', () => {
    const full = {
      currentSite: contract.organisations.current,
      authUser: contract.auth.user,
      refresh: contract.auth.refresh,
      logout: contract.auth.logout,
    };
    for (const [name, route] of Object.entries(SHELL_ROUTES)) {
      const expected = full[name as keyof typeof full];
      expect({ name, method: route.method, path: route.path }).toEqual({
        name,
        method: expected.method,
        path: expected.path,
      });
    }
  });
});

describe('callShellRoute', () => {
  it('sends a JSON body with its content type, as ts-rest does', async () => {
    const fetcher = vi.fn(async () => ({ status: 204, body: undefined, headers: new Headers() }));
    await callShellRoute(SHELL_ROUTES.logout, { body: { refresh: 'r' } }, fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/auth/logout',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"refresh":"r"}',
      }),
    );
  });
});

describe('queryShellRoute', () => {
  it('returns a 2xx answer and throws any other, like ts-rest hooks', async () => {
    const ok = { status: 200, body: { id: 1 }, headers: new Headers() };
    await expect(queryShellRoute(SHELL_ROUTES.authUser, async () => ok)).resolves.toBe(ok);
    const refused = { status: 404, body: { detail: 'Not found.' }, headers: new Headers() };
    await expect(queryShellRoute(SHELL_ROUTES.currentSite, async () => refused)).rejects.toBe(
      refused,
    );
  });
});
