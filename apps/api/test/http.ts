import { expect } from 'vitest';
import type { Person } from '@/modules/people/person';
import type { TestOrg } from './factories';
import type { TestApp } from './test-app';

/** The Authorization header for `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * An access token for `person` without going through login (no password, no limits), at
 * token version 0, which every account starts at (see token-version.ts).
 */
export const accessTokenFor = (t: TestApp, person: Pick<Person, 'id' | 'organisationId'>) =>
  t.app.signAccessToken(person, { tokenVersion: 0 });

/** Logs in through the API and answers the access token; fails the test unless 200. */
export async function logIn(t: TestApp, host: string, email: string, password: string) {
  const res = await t.http().post('/api/auth/login').set('Host', host).send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access as string;
}

/** Logs in through the API and answers both tokens; throws unless 200. */
export async function logInAs(
  t: TestApp,
  org: TestOrg,
  who: { email: string; password: string },
): Promise<{ access: string; refresh: string }> {
  const res = await t
    .http()
    .post('/api/auth/login')
    .set('Host', org.host)
    .send({ email: who.email, password: who.password });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** supertest calls to `/api/<path>` on `club`'s host, with `token` as the bearer (none: logged out). */
export function api(t: TestApp, club: TestOrg, token?: string) {
  const withAuth = <T extends { set: (k: string, v: string) => T }>(req: T) => {
    const onHost = req.set('Host', club.host);
    return token ? onHost.set('Authorization', `Bearer ${token}`) : onHost;
  };
  const http = t.http();
  return {
    get: (path: string) => withAuth(http.get(`/api/${path}`)),
    post: (path: string, body: unknown) => withAuth(http.post(`/api/${path}`)).send(body as object),
    put: (path: string, body: unknown) => withAuth(http.put(`/api/${path}`)).send(body as object),
    delete: (path: string) => withAuth(http.delete(`/api/${path}`)),
  };
}
