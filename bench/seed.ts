import type { Db } from '@/db/client';
import {
  accounts,
  competencies,
  organisationDomains,
  organisations,
  people,
  records,
  roles,
  training,
} from '@/db/schema';
import { hashPassword } from '@/lib/password';

/** A club the size the issue asks for: 5,000 people, 20,000 records, with multi-row inserts. */
export const SEED = { people: 5_000, records: 20_000, competencies: 20, roles: 60 } as const;

export type SeededClub = {
  host: string;
  adminEmail: string;
  adminPassword: string;
  competencyId: number;
};

const FIRST = [
  'Alex',
  'Sam',
  'Jo',
  'Chris',
  'Pat',
  'Robin',
  'Charlie',
  'Jamie',
  'Morgan',
  'Kim',
  'Lee',
  'Ash',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Hall',
];
const ROLE_WORDS = [
  'Race officer',
  'Assistant race officer',
  'Safety boat helm',
  'Safety boat crew',
  'Galley',
  'Bar',
  'Beach master',
  'Timekeeper',
];

/** Deterministic pseudo-random numbers, so every run seeds the same club. */
function random(seed = 42) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedClub(db: Db): Promise<SeededClub> {
  const rand = random();
  const host = 'bench.crewcall.test';
  const [org] = await db
    .insert(organisations)
    .values({ name: 'Bench Sailing Club', prefix: 'BENCH' })
    .returning();
  const organisationId = org.id;
  await db.insert(organisationDomains).values({ organisationId, domain: host, isPrimary: true });

  const adminEmail = 'admin@bench.crewcall.test';
  const adminPassword = 'bench admin password';
  const [account] = await db
    .insert(accounts)
    .values({ email: adminEmail, passwordHash: await hashPassword(adminPassword) })
    .returning();
  await db.insert(people).values({
    organisationId,
    accountId: account.id,
    email: adminEmail,
    name: 'Bench Admin',
    role: 'admin',
    isActive: true,
  });

  const peopleRows = Array.from({ length: SEED.people }, (_, i) => ({
    organisationId,
    email: `member${i}@bench.crewcall.test`,
    name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
    role: 'user' as const,
    isActive: rand() > 0.05,
  }));
  const personIds: number[] = [];
  await insertInChunks(peopleRows, 1_000, async (chunk) => {
    const made = await db.insert(people).values(chunk).returning({ id: people.id });
    personIds.push(...made.map((p) => p.id));
  });

  await db.insert(roles).values(
    Array.from({ length: SEED.roles }, (_, i) => ({
      organisationId,
      name: `${ROLE_WORDS[i % ROLE_WORDS.length]} ${Math.floor(i / ROLE_WORDS.length) + 1}`,
      order: i,
    })),
  );
  const comps = await db
    .insert(competencies)
    .values(
      Array.from({ length: SEED.competencies }, (_, i) => ({
        organisationId,
        name: i === 0 ? 'First aid' : `Competency ${i}`,
        validityMonths: i % 3 === 0 ? 36 : null,
      })),
    )
    .returning();
  const courses = await db
    .insert(training)
    .values(comps.map((c) => ({ organisationId, name: `${c.name} course`, competencyId: c.id })))
    .returning();

  const day = (n: number) =>
    new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const recordRows = Array.from({ length: SEED.records }, (_, i) => {
    const c = Math.floor(rand() * comps.length);
    return {
      organisationId,
      personId: personIds[Math.floor(rand() * personIds.length)],
      competencyId: comps[c].id,
      trainingId: rand() > 0.5 ? courses[c].id : null,
      achieved: day(Math.floor(rand() * 3_650)),
      details: `Assessed by instructor ${i % 97}`,
      current: rand() > 0.2,
    };
  });
  await insertInChunks(recordRows, 2_000, (chunk) => db.insert(records).values(chunk));
  return { host, adminEmail, adminPassword, competencyId: comps[0].id };
}
