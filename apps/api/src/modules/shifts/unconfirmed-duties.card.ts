import { DASHBOARD_LIST_LIMIT, DashboardSchema, DUTY_CHASE_HOURS } from '@crewcall/contract';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { iso } from '@/db/read/club-time';
import { fixedLimit } from '@/db/read/limits';
import { reusableQuery } from '@/db/reusable-query';
import { dutyConfirmations, events, people, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/**
 * The club's published duties starting within DUTY_CHASE_HOURS (the chase has gone, or
 * goes now) that their person has not confirmed: not answered, or "can't make it";
 * soonest first. Built once.
 */
const unconfirmed = reusableQuery((db, param) =>
  db
    .select({
      shift: shifts.id,
      event: events.id,
      event_name: events.name,
      role_name: roles.name,
      start: iso(shifts.start),
      end: iso(shifts.end),
      person: people.id,
      person_name: people.name,
      answer: sql<'pending' | 'cant_make_it'>`coalesce(${dutyConfirmations.answer}, 'pending')`,
    })
    .from(shifts)
    .innerJoin(events, and(inClub(events, param('orgId')), eq(events.id, shifts.eventId)))
    .innerJoin(people, and(inClub(people, param('orgId')), eq(people.id, shifts.personId)))
    .leftJoin(roles, and(inClub(roles, param('orgId')), eq(roles.id, shifts.roleId)))
    .leftJoin(
      dutyConfirmations,
      and(
        inClub(dutyConfirmations, param('orgId')),
        eq(dutyConfirmations.shiftId, shifts.id),
        eq(dutyConfirmations.personId, shifts.personId),
        eq(dutyConfirmations.shiftStart, shifts.start),
      ),
    )
    .where(
      and(
        inClub(shifts, param('orgId')),
        isNotNull(shifts.draft),
        gt(shifts.start, sql`now()`),
        lte(shifts.start, sql`now() + ${sql.raw(`interval '${DUTY_CHASE_HOURS} hours'`)}`),
        sql`${dutyConfirmations.answer} is distinct from 'confirmed'`,
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id))
    .limit(fixedLimit(DASHBOARD_LIST_LIMIT)),
);

/**
 * Unconfirmed duties (admins, at a club that asks members to confirm duties): the duties
 * about to start that nobody confirmed, marked red on the dashboard.
 */
export const unconfirmedDutiesCard = dashboardCard({
  schema: DashboardSchema.pick({ unconfirmed_duties: true }),
  seenBy: 'admin',
  when: (club) => club.confirmDuties,
  hidden: { unconfirmed_duties: [] },
  keptBy: 'none', // answers carry no club version: read on each admin load
  read: async ({ db, orgId }) => ({ unconfirmed_duties: await unconfirmed(db, { orgId }) }),
});
