import type { Db } from '@/db/client';
import { accounts, events, organisationDomains, organisations, people, shifts } from '@/db/schema';
import { hashPassword } from '@/lib/password';
import type { BenchClub } from '../club-seed';

const DAY = 86_400_000;

/** Members of the load club who log in and sign up for shifts (each their own token). */
export type SignupMember = { personId: number; email: string };

/**
 * Gives `count` more members of the seeded club a login (the club seed makes one), so
 * that sign-ups come from several people, as at a real club. One hash for all: argon2 is
 * slow on purpose, and the bench is not measuring it.
 */
export async function addSignupLogins(db: Db, club: BenchClub, count: number) {
  const passwordHash = await hashPassword(club.password);
  const members: SignupMember[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `member-${i}@${club.host}`;
    const [account] = await db
      .insert(accounts)
      .values({ email, passwordHash })
      .returning({ id: accounts.id });
    const rows = (await db.execute(
      `update people set account_id = ${account.id} where organisation_id = ${club.organisationId} and email = '${email}' returning id`,
    )) as unknown as { id: number }[];
    members.push({ personId: Number(rows[0].id), email });
  }
  return members;
}

/**
 * The club whose reminders the bench checks: one member per moment in `dueAt`, each with
 * ONE published shift starting 7 days after that moment (so its week reminder falls due
 * then, while the load runs). One shift per person makes the recipient name the shift:
 * the checks count rows and deliveries by recipient.
 */
export async function seedReminderClub(db: Db, dueAt: number[]) {
  const host = 'reminders.club.bench.test';
  const [org] = await db
    .insert(organisations)
    .values({ name: 'Bench Reminder Club', prefix: 'BR' })
    .returning({ id: organisations.id });
  await db
    .insert(organisationDomains)
    .values({ organisationId: org.id, domain: host, isPrimary: true });
  const made = await db
    .insert(people)
    .values(
      dueAt.map((_, i) => ({
        organisationId: org.id,
        email: `reminded-${i}@${host}`,
        name: `Reminded ${i}`,
        role: 'user' as const,
        isActive: true,
      })),
    )
    .returning({ id: people.id, email: people.email });
  const starts = dueAt.map((at) => at + 7 * DAY);
  const [event] = await db
    .insert(events)
    .values({
      organisationId: org.id,
      name: 'Reminded event',
      start: new Date(Math.min(...starts) - 3_600_000),
      end: new Date(Math.max(...starts) + 3 * 3_600_000),
    })
    .returning({ id: events.id });
  await db.insert(shifts).values(
    made.map((p, i) => ({
      organisationId: org.id,
      eventId: event.id,
      personId: p.id,
      start: new Date(starts[i]),
      end: new Date(starts[i] + 2 * 3_600_000),
      draft: new Date(), // published
    })),
  );
  return { organisationId: org.id, host, recipients: made.map((p) => p.email) };
}

/** Future events of the load club with a published shift: what members sign up for. */
export async function signupTargets(db: Db, organisationId: number) {
  const rows = (await db.execute(
    `select distinct e.id from events e join shifts s
       on s.organisation_id = e.organisation_id and s.event_id = e.id and s.draft is not null
     where e.organisation_id = ${organisationId} and e.start > now() + interval '1 day'
     order by e.id`,
  )) as unknown as { id: number }[];
  const roles = (await db.execute(
    `select id from roles where organisation_id = ${organisationId} order by id`,
  )) as unknown as { id: number }[];
  return { eventIds: rows.map((r) => Number(r.id)), roleIds: roles.map((r) => Number(r.id)) };
}

/** Active members the kiosk signs in and out (not the ones signing up). */
export async function kioskPeople(db: Db, organisationId: number, skip: number, count: number) {
  const rows = (await db.execute(
    `select id from people where organisation_id = ${organisationId} and role = 'user'
       and is_active order by id offset ${skip} limit ${count}`,
  )) as unknown as { id: number }[];
  return rows.map((r) => Number(r.id));
}
