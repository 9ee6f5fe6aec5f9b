import type { RawSql } from './raw-sql';

export type ClubRef = { id: number; name: string; prefix: string };

/**
 * The club an operator names: its id, its prefix (any case) or one of its domains.
 * Answers a sentence saying why not when nothing, or more than one club, matches.
 */
export async function findClub(sql: RawSql, given: string): Promise<ClubRef | string> {
  const value = given.trim();
  if (!value) return 'Name the club: its id, its prefix or one of its domains.';
  const asId = /^\d{1,9}$/.test(value) ? Number(value) : -1;
  const clubs = await sql.query<ClubRef>(
    `select o.id, o.name, o.prefix from organisations o
     where o.id = $1 or lower(o.prefix) = lower($2)
        or exists (select 1 from organisation_domains d
                   where d.organisation_id = o.id and lower(d.domain) = lower($2))
     order by o.id`,
    [asId, value],
  );
  if (clubs.length === 0) return `No club has the id, prefix or domain "${value}".`;
  if (clubs.length > 1)
    return `"${value}" names ${clubs.length} clubs (${clubs.map((c) => `${c.id} ${c.name}`).join(', ')}): give the id.`;
  return clubs[0];
}

/**
 * Inside `sql`'s transaction: every club's rows visible (the operator's own work), through
 * the one door into the platform scope (migration 0034): a login that owns the tables but is
 * no superuser is bound by the forced policies too, and a hand-set setting opens nothing.
 */
export const enterPlatformScope = (tx: RawSql) =>
  tx.query('select crewcall_enter_platform_scope()');
