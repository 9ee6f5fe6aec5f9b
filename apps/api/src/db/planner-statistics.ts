import type { PGlite } from '@electric-sql/pglite';

/**
 * Planner statistics for the embedded database (issue 28).
 *
 * PostgreSQL's autovacuum gathers statistics (ANALYZE) after a table changes enough;
 * PGlite runs no autovacuum, so a club seeded, imported or planned in bulk kept tables
 * that were never analysed, and the planner guessed their sizes and spreads: the same
 * reads took 10 to 80 times longer than on PostgreSQL. This gathers them by autovacuum's
 * own rule (ANALYZE once rows changed since the last one exceed 50 + 10% of the table),
 * and also for a table never analysed, or grown by more than a fifth since (its page count
 * against the one the last ANALYZE saw: kept in the catalogue, so it holds even where
 * the counters of changed rows start from zero after a restart).
 */
export const STALE_TABLES = `
  select c.relname as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_stat_user_tables s on s.relid = c.oid
  where n.nspname = 'public' and c.relkind = 'r'
    and pg_relation_size(c.oid) > 0
    and (
      c.reltuples < 0
      or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)
      or pg_relation_size(c.oid) / current_setting('block_size')::int > 1.2 * c.relpages + 8
    )
  order by c.relname`;

/**
 * Analyses PGlite's stale tables; answers their names. One transaction on the one
 * connection, so no statement of the app runs in between: in it, the session's own
 * (superuser) login, since the app's role owns no table and ANALYZE skips what it does
 * not own; the role is the app's again at commit (SET LOCAL).
 */
export async function analyzeStaleTables(client: PGlite): Promise<string[]> {
  return client.transaction(async (tx) => {
    await tx.exec('set local role none');
    const stale = (await tx.query<{ name: string }>(STALE_TABLES)).rows.map((r) => r.name);
    for (const name of stale) await tx.exec(`analyze "${name.replaceAll('"', '""')}"`);
    return stale;
  });
}
