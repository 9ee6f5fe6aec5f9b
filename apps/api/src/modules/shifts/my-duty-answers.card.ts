import { DASHBOARD_LIST_LIMIT, DashboardSchema } from '@crewcall/contract';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { fixedLimit } from '@/db/read/limits';
import { reusableQuery } from '@/db/reusable-query';
import { dutyConfirmations, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/** The caller's published shifts not yet started, with their answer, soonest first: built once. */
const answers = reusableQuery((db, param) =>
  db
    .select({
      shift: shifts.id,
      answer: sql<
        'pending' | 'confirmed' | 'cant_make_it'
      >`coalesce(${dutyConfirmations.answer}, 'pending')`,
    })
    .from(shifts)
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
        eq(shifts.personId, param('personId')),
        isNotNull(shifts.draft),
        gt(shifts.start, sql`now()`),
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id))
    .limit(fixedLimit(DASHBOARD_LIST_LIMIT)),
);

/**
 * The caller's answers (at a club that asks members to confirm duties): the Upcoming
 * shifts card shows a Confirm button, or the answer, beside each duty not yet started.
 */
export const myDutyAnswersCard = dashboardCard({
  schema: DashboardSchema.pick({ my_duty_answers: true }),
  seenBy: 'everyone',
  when: (club) => club.confirmDuties,
  hidden: { my_duty_answers: [] },
  keptBy: 'none', // per person: nothing kept
  read: async ({ db, orgId, reader }) => ({
    my_duty_answers: await answers(db, { orgId, personId: reader.id }),
  }),
});
