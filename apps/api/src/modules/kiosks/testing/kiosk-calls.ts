import type { KioskWithSecret } from '@crewcall/contract';
import type { TestOrg } from '@test/factories';
import { api } from '@test/http';
import type { TestApp } from '@test/test-app';
import { expect } from 'vitest';

/** A new kiosk of `club`, made by its admin through the API: the answer, secret included. */
export async function makeKiosk(
  t: TestApp,
  club: { org: TestOrg; admin: { token: string } },
  body: { name?: string; location?: number | null } = {},
): Promise<KioskWithSecret> {
  const res = await api(t, club.org, club.admin.token).post('kiosks', {
    name: body.name ?? 'Front door',
    ...(body.location !== undefined ? { location: body.location } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Kiosk calls on `org`'s host with `secret` in x-kiosk-auth (and any other headers). */
export function asKiosk(
  t: TestApp,
  org: TestOrg,
  secret: string | undefined,
  headers: Record<string, string> = {},
) {
  const withSecret = <T extends { set: (k: string, v: string) => T }>(req: T) => {
    let out = req.set('Host', org.host);
    if (secret !== undefined) out = out.set('x-kiosk-auth', secret);
    for (const [name, value] of Object.entries(headers)) out = out.set(name, value);
    return out;
  };
  const http = t.http();
  return {
    data: () => withSecret(http.get('/api/kiosk/data')),
    confirm: (items: unknown) => withSecret(http.put('/api/kiosk/confirm')).send(items as object),
    get: (path: string) => withSecret(http.get(`/api/${path}`)),
    put: (path: string, body: unknown) => withSecret(http.put(`/api/${path}`)).send(body as object),
  };
}
