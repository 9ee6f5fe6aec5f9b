import { createEvent, createPerson } from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, shiftReminders, shifts } from '@/db/schema';
import { REMINDERS_PER_BATCH, scanReminders } from './shift-reminders';

/*
 * Many reminders due at once (a club's whole season published in one go, or a scan after
 * a long outage): one scan claims and queues them all, in batches of set-based statements
 * (more than one batch here). The sender is held. How fast is the bench's to say
 * (bench/messages.bench.ts: 10,000 due, scan and delivery), not this test's.
 */
const kit = useTwoClubs({ countQueries: true });
const DUE = Number(process.env.LOAD_DUE ?? 2 * REMINDERS_PER_BATCH + 500);

it(`claims and queues ${DUE} due reminders in one scan, a fixed number of statements per batch`, async () => {
  const org = kit.a().org;
  const start = new Date('2035-03-10T09:00:00Z');
  const event = await createEvent(kit.t.db, org, { start: start.toISOString(), hours: 2 });
  const crew: { id: number }[] = [];
  for (let i = 0; i < 100; i++) crew.push(await createPerson(kit.t.db, org, { role: 'user' }));
  const rows = Array.from({ length: DUE }, (_, i) => ({
    organisationId: org.id,
    eventId: event.id,
    personId: crew[i % crew.length].id,
    start: new Date(start.getTime() + (i % 50) * 60_000),
    end: new Date(start.getTime() + 2 * 3_600_000),
    draft: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await kit.t.db.insert(shifts).values(rows.slice(i, i + 1000));

  // A production database has statistics; a fresh test one gets them here.
  await kit.t.db.execute(sql`analyze shifts; analyze people; analyze shift_reminders`);
  await kit.t.app.jobs.stop();
  kit.t.queries.reset();
  const claimed = await scanReminders(
    { db: kit.t.app.db, links: kit.t.config },
    new Date(start.getTime() - 3 * 86_400_000),
  );
  expect(claimed).toBe(DUE);
  const batches = Math.ceil((DUE + 1) / REMINDERS_PER_BATCH);
  expect(kit.t.queries.count).toBeLessThanOrEqual(batches * 8);
  const [queued] = await kit.t.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.purpose, 'reminder'));
  expect(queued.n).toBe(DUE);
  const [claims] = await kit.t.db.select({ n: count() }).from(shiftReminders);
  expect(claims.n).toBe(DUE);
  // A second scan finds nothing left.
  expect(
    await scanReminders(
      { db: kit.t.app.db, links: kit.t.config },
      new Date(start.getTime() - 3 * 86_400_000),
    ),
  ).toBe(0);
}, 240_000);
