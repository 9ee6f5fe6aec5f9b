import { expect } from 'vitest';
import type { Db } from '@/db/client';
import { createOrg, createPerson, type TestOrg } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** A club with a logged-in admin and user, and a way to call the API as either. */
export type TestClub = TestOrg & {
  admin: { id: number; token: string };
  user: { id: number; token: string };
};

export async function logIn(t: TestApp, host: string, email: string, password: string) {
  const res = await t.http().post('/api/auth/login').set('Host', host).send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access as string;
}

export async function createClub(t: TestApp, db: Db, name: string): Promise<TestClub> {
  const org = await createOrg(db, { name });
  const admin = await createPerson(db, org, { role: 'admin' });
  const user = await createPerson(db, org, { role: 'user' });
  return {
    ...org,
    admin: { id: admin.id, token: await logIn(t, org.host, admin.email, admin.password) },
    user: { id: user.id, token: await logIn(t, org.host, user.email, user.password) },
  };
}

/** supertest calls on `club`'s host, with `token` as the bearer (none: logged out). */
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
