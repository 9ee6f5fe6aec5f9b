import { type AllocationRoundCard, DashboardSchema } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { aliasInClub, sameClub } from '@/db/club-sql';
import { dashboardCard } from '@/modules/dashboard';

/**
 * Allocation round (admins): the open round's progress, as one JSON value written by
 * PostgreSQL inside the clock's statement (read on every admin load: marks carry no club
 * version): its members (active, quota above 0), how many marked a shift, and its latest
 * auto-fill. Null when no round is open.
 */
export const roundProgressCard = dashboardCard({
  schema: DashboardSchema.pick({ allocation_round: true }),
  seenBy: 'admin',
  hidden: { allocation_round: null },
  keptBy: 'none',
  withClock: (_db, param) => ({
    allocation_round: sql<AllocationRoundCard | null>`(
      select json_build_object(
        'id', r.id, 'name', r.name, 'closes', to_char(r.closes, 'YYYY-MM-DD'),
        'members', (select count(*) from people p
          left join allocation_quotas q on ${sameClub('q', 'p')} and q.round_id = r.id and q.person_id = p.id
          where ${sameClub('p', 'r')} and p.is_active and p.role <> 'new'
            and coalesce(q.quota, r.default_quota) > 0),
        'answered', (select count(distinct m.person_id) from allocation_marks m
          where ${sameClub('m', 'r')} and m.round_id = r.id),
        'latest_run', (select json_build_object('id', u.id, 'status', u.status, 'progress', u.progress)
          from allocation_runs u where ${sameClub('u', 'r')} and u.round_id = r.id
          order by u.id desc limit 1))
      from allocation_rounds r
      where ${aliasInClub('r', param('orgId'))} and r.status = 'open')`,
  }),
});
