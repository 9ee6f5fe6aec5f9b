import { afterAll, beforeAll } from 'vitest';
import type { Config } from '@/env';
import { type ClubOf, createTestApp, relaxedLimits, type TestApp, twoClubs } from '../clubs';
import { api } from '../http';

/**
 * The base of every test kit: the app on its own database and two clubs (A and B), each
 * with an admin and a user holding ready access tokens (and, with `pending`, a person
 * waiting for approval), set up before the file's tests and closed after them. Call at the
 * top of a test file:
 *
 *   const kit = useTwoClubs();
 *   it('…', async () => { const res = await kit.asAdmin().get('roles/'); … });
 *
 * The hours and shift kits (hours-clubs.ts, shift-clubs.ts) extend it.
 */
export function useTwoClubs(
  opts: { countQueries?: boolean; pending?: boolean; config?: Partial<Config> } = {},
) {
  const kit = {
    t: undefined as unknown as TestApp,
    clubs: undefined as unknown as { a: ClubOf; b: ClubOf },
    /** The test's own database handle (the login role, past the club fence). */
    db: () => kit.t.db,
    a: () => kit.clubs.a,
    b: () => kit.clubs.b,
    /** API calls on club A's host as its admin, its user, nobody; and as club B's admin. */
    asAdmin: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.admin.token),
    asMember: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.user.token),
    asAnonymous: () => api(kit.t, kit.clubs.a.org),
    asAdminOfB: () => api(kit.t, kit.clubs.b.org, kit.clubs.b.admin.token),
  };
  beforeAll(async () => {
    kit.t = await createTestApp(
      { ...relaxedLimits, ...opts.config },
      { countQueries: opts.countQueries ?? false },
    );
    kit.clubs = await twoClubs(kit.t, { pending: opts.pending });
  });
  afterAll(() => kit.t?.close());
  return kit;
}
