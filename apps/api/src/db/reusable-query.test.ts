import { createOrg, type TestOrg } from '@test/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { roles } from '@/db/schema';
import { createTestDatabase, openAsOwner } from '../../test/test-database';
import { reusableQuery } from './reusable-query';
import { runInTransaction } from './scope';

let database: Database;
let drop: () => Promise<void>;
let clubA: TestOrg;
let clubB: TestOrg;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 2 });
  const seeding = await openAsOwner(created.url);
  clubA = await createOrg(seeding.db, { name: 'Club A' });
  clubB = await createOrg(seeding.db, { name: 'Club B' });
  await seeding.db.insert(roles).values([
    { organisationId: clubA.id, name: 'A helm' },
    { organisationId: clubB.id, name: 'B helm' },
  ]);
  await seeding.close();
});

afterAll(async () => {
  await database.close();
  await drop();
});

it('builds once and runs in whichever club transaction is current', async () => {
  let builds = 0;
  const roleNamed = reusableQuery<{ name: string }, { name: string }[]>((db, param) => {
    builds++;
    return db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.name, param('name')));
  });
  const inClub = async (orgId: number, name: string) => {
    const club = await database.openClubTransaction(orgId);
    try {
      return await runInTransaction(club.tx, () => roleNamed(database.db, { name }));
    } finally {
      await club.end(true);
    }
  };
  // Row-level security shows each transaction its own club: the query ran on it.
  expect(await inClub(clubA.id, 'A helm')).toEqual([{ name: 'A helm' }]);
  expect(await inClub(clubB.id, 'A helm')).toEqual([]);
  expect(await inClub(clubB.id, 'B helm')).toEqual([{ name: 'B helm' }]);
  expect(builds).toBe(1);
});
