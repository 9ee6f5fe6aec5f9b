import type { Db } from '@/db/client';
import { createOrg, createPerson, type TestOrg } from './factories';
import { accessTokenFor, logIn } from './http';
import type { TestApp } from './test-app';

// The clubs every API test starts from. A new domain's test begins with the kit:
//   import { useTwoClubs } from '@test/kits/two-clubs';
//   const kit = useTwoClubs();
// or, to set up by hand, `createTestApp` and `twoClubs` from here and `api` from '@test/http'.
// Every club and its people are made by `newClub` below, on the factories' createOrg and
// createPerson.
export { createTestApp, relaxedLimits, type TestApp } from './test-app';

/** A person of a test club, with an access token. */
export type ClubMember = Awaited<ReturnType<typeof createPerson>> & { token: string };

/** A test club: its admin and user (and, when asked, a person waiting for approval). */
export type ClubOf = { org: TestOrg; admin: ClubMember; user: ClubMember; pending?: ClubMember };

/**
 * The one way tests make a club and its people. Tokens are `signed` directly by default
 * (no login or rate limit spent, token version 0, no login session), or `login`: through
 * the API's login, each with its login session.
 */
export async function newClub(
  t: TestApp,
  opts: {
    name?: string;
    /** Who seeds it (default `t.db`, the login role past the club fence). */
    db?: Db;
    pending?: boolean;
    tokens?: 'signed' | 'login';
    /** Names of the admin and the user (default: unique ones). */
    names?: { admin?: string; user?: string };
  } = {},
): Promise<ClubOf> {
  const db = opts.db ?? t.db;
  const org = await createOrg(db, opts.name ? { name: opts.name } : {});
  const member = async (role: 'admin' | 'user' | 'new', name?: string): Promise<ClubMember> => {
    const person = await createPerson(db, org, { role, ...(name ? { name } : {}) });
    const token =
      opts.tokens === 'login'
        ? await logIn(t, org.host, person.email, person.password)
        : accessTokenFor(t, person);
    return { ...person, token };
  };
  const admin = await member('admin', opts.names?.admin);
  const user = await member('user', opts.names?.user);
  const pending = opts.pending ? await member('new') : undefined;
  return { org, admin, user, pending };
}

/** A club with an admin and a user logged in through the API, and their access tokens. */
export type TestClub = TestOrg & {
  admin: { id: number; token: string };
  user: { id: number; token: string };
};

/** newClub with tokens from the API's login, shaped as the collections tests read it. */
export async function createClub(t: TestApp, db: Db, name: string): Promise<TestClub> {
  const { org, admin, user } = await newClub(t, { db, name, tokens: 'login' });
  return {
    ...org,
    admin: { id: admin.id, token: admin.token },
    user: { id: user.id, token: user.token },
  };
}

/**
 * Two clubs, each with an admin and an active user (and, with `pending`, a registered
 * person waiting for approval), every one with a ready access token: the isolation setup
 * of every file. The tokens are signed directly, so no login or rate limit is spent.
 */
export async function twoClubs(t: TestApp, opts: { pending?: boolean } = {}) {
  return { a: await newClub(t, opts), b: await newClub(t, opts) };
}
