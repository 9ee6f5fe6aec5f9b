import type { Db } from '@/db/client';
import { createOrg, createPerson, type TestOrg } from './factories';
import { accessTokenFor, logIn } from './http';
import type { TestApp } from './test-app';

// The clubs every API test starts from. A new domain's test begins with:
//   import { createTestApp, twoClubs } from '@test/clubs';
//   import { api } from '@test/http';
export { createTestApp, relaxedLimits, type TestApp } from './test-app';

/** A club with an admin and a user logged in through the API, and their access tokens. */
export type TestClub = TestOrg & {
  admin: { id: number; token: string };
  user: { id: number; token: string };
};

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

type Member = Awaited<ReturnType<typeof createPerson>> & { token: string };

/**
 * Two clubs, each with an admin and an active user (and, with `pending`, a registered
 * person waiting for approval), every one with a ready access token: the isolation setup
 * of every file. The tokens are signed directly, so no login or rate limit is spent.
 */
export async function twoClubs(t: TestApp, opts: { pending?: boolean } = {}) {
  const member = async (org: TestOrg, role: 'admin' | 'user' | 'new'): Promise<Member> => {
    const person = await createPerson(t.db, org, { role });
    return { ...person, token: accessTokenFor(t, person) };
  };
  const setUp = async () => {
    const org = await createOrg(t.db);
    const admin = await member(org, 'admin');
    const user = await member(org, 'user');
    const pending = opts.pending ? await member(org, 'new') : undefined;
    return { org, admin, user, pending };
  };
  return { a: await setUp(), b: await setUp() };
}
