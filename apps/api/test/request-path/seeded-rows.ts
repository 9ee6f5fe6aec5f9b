import {
  createAvailability,
  createEvent,
  createPerson,
  createTimedShift,
  type TestOrg,
} from '@test/factories';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { competencies, people, records } from '@/db/schema';

/** Text that JSON writers get wrong first: quotes, backslashes, control characters, unicode. */
export const AWKWARD_TEXT = 'Zoë "the helm" O\'Brien \\ tab\tnew\nline \u0001 ✓ 🚤 \u2028';

/**
 * Rows of club A with every column type the app reads (timestamps set and null, numeric
 * with a fraction and null, jsonb, enum, text array, bigint, smallint, date), for the
 * decoder and JSON tests.
 */
export async function seedEveryColumnType(db: Db, club: TestOrg) {
  const person = await createPerson(db, club, {
    name: AWKWARD_TEXT,
    role: 'admin',
    withAccount: false,
  });
  await db
    .update(people)
    .set({ settings: { theme: 'Dark', dateFormat: AWKWARD_TEXT } })
    .where(eq(people.id, person.id));
  const event = await createEvent(db, club, { start: '2024-02-29T09:00:00.123Z', hours: 8 });
  const timed = await createTimedShift(db, club, {
    eventId: event.id,
    personId: person.id,
    start: '2024-02-29T09:00:00.123Z',
    end: '2024-02-29T17:30:00Z',
    actualStart: '2024-02-29T09:15:00Z',
    actualEnd: '2024-02-29T17:00:00.999Z',
    hours: 7.75,
  });
  const open = await createTimedShift(db, club, {
    eventId: event.id,
    start: '2024-03-01T00:00:00Z',
    end: '2024-03-01T04:00:00Z',
    published: false,
  });
  await createAvailability(db, club, {
    personId: person.id,
    start: '2024-02-29T00:00:00Z',
    end: '2024-03-01T00:00:00Z',
    available: 2,
  });
  const [competency] = await db
    .insert(competencies)
    .values({ organisationId: club.id, name: 'First aid' })
    .returning();
  await db.insert(records).values([
    {
      organisationId: club.id,
      personId: person.id,
      competencyId: competency.id,
      achieved: '2024-02-29',
    },
    {
      organisationId: club.id,
      personId: person.id,
      competencyId: competency.id,
      achieved: '1999-12-31',
      expires: '2000-12-31',
      current: false,
    },
  ]);
  return { person, event, shifts: [timed, open] };
}
