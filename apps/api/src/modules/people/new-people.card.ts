import { DASHBOARD_NEW_PEOPLE_LIMIT, DashboardSchema } from '@crewcall/contract';
import { and, asc, eq } from 'drizzle-orm';
import { iso } from '@/db/read/club-time';
import { fixedLimit } from '@/db/read/limits';
import { reusableQuery } from '@/db/reusable-query';
import { people } from '@/db/schema';
import { inClub } from '@/db/scope';
import { dashboardCard } from '@/modules/dashboard';

/** People waiting for activation, oldest first: built once, run with `{ orgId }`. */
const newPeople = reusableQuery((db, param) =>
  db
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      avatar: people.avatar,
      created: iso(people.createdAt),
    })
    .from(people)
    .where(and(inClub(people, param('orgId')), eq(people.role, 'new')))
    .orderBy(asc(people.createdAt), asc(people.id))
    .limit(fixedLimit(DASHBOARD_NEW_PEOPLE_LIMIT)),
);

/** New Registrations (admins): kept under the availability version, which covers people. */
export const newPeopleCard = dashboardCard({
  schema: DashboardSchema.pick({ new_people: true }),
  seenBy: 'admin',
  hidden: { new_people: [] },
  keptBy: 'availability',
  read: async ({ db, orgId, kept }) => ({
    new_people: await kept('new people', () => newPeople(db, { orgId })),
  }),
});
