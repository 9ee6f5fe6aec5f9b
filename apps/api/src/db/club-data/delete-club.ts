import { CLUB_COLUMN, foreignKeys, referencingFirst, tenantTables } from './catalog';
import { clubMediaPaths } from './club-media';
import { enterPlatformScope } from './find-club';
import type { RawSql } from './raw-sql';

export type ClubDeletion = {
  club: { id: number; name: string };
  /** Rows deleted per table, in the order they were deleted. */
  deleted: Record<string, number>;
  /** Logins deleted because they belonged to no other club. */
  accounts: number;
  /** The club's media paths (its rows named them): the caller removes the files. */
  media: string[];
};

/**
 * Deletes every row of club `orgId` in one transaction: each tenant table's rows (those
 * with its `organisation_id`), tables that reference others first, in the order the
 * catalog's foreign keys give (catalog.ts), then the club's own row, then the logins
 * (accounts) of its people that no other club's person uses. Ends by counting the club's
 * rows in every tenant table again, and rolls everything back if one is left (a table a
 * trigger wrote to meanwhile, say). The club's row is deleted last on purpose: its own
 * `ON DELETE CASCADE` keys are a last resort, not the method (a table without one, or
 * with a `RESTRICT` key, would otherwise block the delete or keep rows). Works in the platform scope, so the club policies
 * show every club's rows: every statement names the club itself.
 */
export async function deleteClub(sql: RawSql, orgId: number): Promise<ClubDeletion> {
  return sql.transaction(async (tx) => {
    await enterPlatformScope(tx);
    const [club] = await tx.query<{ id: number; name: string }>(
      'select id, name from organisations where id = $1 for update',
      [orgId],
    );
    if (!club) throw new Error(`No club ${orgId}.`);
    const media = await clubMediaPaths(tx, orgId);
    const accountIds = (
      await tx.query<{ id: number }>(
        `select distinct account_id as id from people
         where organisation_id = $1 and account_id is not null`,
        [orgId],
      )
    ).map((row) => row.id);

    const tables = (await tenantTables(tx)).map((t) => t.name);
    const deleted: Record<string, number> = {};
    for (const table of referencingFirst(tables, await foreignKeys(tx))) {
      const rows = await tx.query<{ n: number }>(
        `with gone as (delete from "${table}" where "${CLUB_COLUMN}" = $1 returning 1)
         select count(*)::int as n from gone`,
        [orgId],
      );
      deleted[table] = rows[0]?.n ?? 0;
    }
    await tx.query('delete from organisations where id = $1', [orgId]);
    const accounts = accountIds.length
      ? await tx.query<{ n: number }>(
          `with gone as (
             delete from accounts a where a.id = any(string_to_array($1, ',')::int[])
               and not exists (select 1 from people p where p.account_id = a.id)
             returning 1)
           select count(*)::int as n from gone`,
          [accountIds.join(',')], // text: the same on both drivers
        )
      : [{ n: 0 }];

    const left: string[] = [];
    for (const table of tables) {
      const [row] = await tx.query<{ n: number }>(
        `select count(*)::int as n from "${table}" where "${CLUB_COLUMN}" = $1`,
        [orgId],
      );
      if (row.n > 0) left.push(`${table}: ${row.n}`);
    }
    if (left.length) throw new Error(`Rows of club ${orgId} were left (${left.join(', ')}).`);
    return { club, deleted, accounts: accounts[0]?.n ?? 0, media };
  });
}
