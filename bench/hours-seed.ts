import type { Db } from '@/db/client';
import type { ShiftsClub } from './shifts-seed';

/** The seed's member's own shifts (their Shifts tab and Record Hours). */
const MEMBER_SHIFTS = 200;

/**
 * What bench:hours (and bench:interleaved) add to a shifts club, in SQL (ids are the seed's
 * integers). Timed shifts end 0-59 minutes before their scheduled end, so the hours are not
 * all round.
 */
export async function seedHours(db: Db, club: ShiftsClub) {
  const org = club.organisationId;
  // the seed's member (who logs in) is not among `personIds` (the batch bench's people)
  const member = `(select id from people where organisation_id = ${org} and email = '${club.memberEmail}')`;
  await db.execute(`update organisations set feature_timesheets = true where id = ${org}`);
  await db.execute(
    `update shifts set person_id = ${member} where organisation_id = ${org} and id in
       (select id from shifts where organisation_id = ${org} and person_id is not null
        order by id desc limit ${MEMBER_SHIFTS})`,
  );
  await db.execute(
    `update shifts set actual_start = start, actual_end = "end" - (id % 60) * interval '1 minute',
       hours = round(extract(epoch from ("end" - (id % 60) * interval '1 minute' - start)) / 3600, 2)
     where organisation_id = ${org} and person_id is not null and "end" < now()`,
  );
  await db.execute(
    `insert into availability (organisation_id, person_id, start, "end", available)
     select ${org}, p.id, d, d + interval '1 day' - interval '1 millisecond',
            (p.id + extract(day from d)::int) % 3
     from people p, generate_series('2026-11-01T00:00:00Z'::timestamptz,
                                    '2026-11-30T00:00:00Z'::timestamptz, interval '1 day') d
     where p.organisation_id = ${org} and p.role <> 'new'
       and (p.id * 7 + extract(day from d)::int) % 5 < 3`,
  );
}
