// Planner statistics and vacuuming for the embedded database (issue 28). Plain JavaScript:
// the app (db/client.ts) and PGlite's worker thread (db/pglite-worker.mjs) both call it.
import { protocol } from '@electric-sql/pglite';

/**
 * PostgreSQL's autovacuum gathers statistics (ANALYZE) and marks pages all-visible
 * (VACUUM) after a table changes enough; PGlite runs no autovacuum, so a club seeded,
 * imported or planned in bulk kept tables never analysed, and the planner guessed their
 * sizes and spreads, and read the table behind every index entry. Stale here is
 * autovacuum's own rule for ANALYZE (rows changed since the last one past 50 + 10% of the
 * table), or never analysed, or grown by a tenth since: pages now against the ones the
 * last ANALYZE saw, kept in the catalogue. PGlite's counters of changed rows stay at zero
 * (measured: its single-user backend never reports them), so the pages are what tells;
 * with no vacuum, updated rows add pages too.
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
      or pg_relation_size(c.oid) / current_setting('block_size')::int > 1.1 * c.relpages + 2
    )
  order by c.relname`;

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * VACUUM (ANALYZE) each stale table of `pg` (a PGlite); answers their names. VACUUM cannot
 * run in a transaction, and the app's role owns no table (VACUUM and ANALYZE skip what it
 * does not own): so with PGlite's lock held (no statement of the app runs in between),
 * the session's own login for the work, then the role it had again.
 */
export async function refreshStatistics(pg) {
  const { rows } = await pg.query(
    `select current_user = session_user as own, current_user as role from (select 1) x`,
  );
  const stale = (await pg.query(STALE_TABLES)).rows.map((r) => r.name);
  if (!stale.length) return [];
  const back = rows[0].own ? 'set role none' : `set role ${quote(rows[0].role)}`;
  const run = (text) => pg.execProtocol(protocol.serialize.query(text));
  await pg._runExclusiveTransaction(async () => {
    await run('set role none');
    try {
      for (const name of stale) await run(`vacuum (analyze) ${quote(name)}`);
    } finally {
      await run(back);
    }
  });
  return stale;
}
