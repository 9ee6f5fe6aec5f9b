import { openDatabase } from '@/db/client';
import { dropDatabase } from '../apps/api/test/pg-admin';

/**
 * The seeded tables as autovacuum leaves them a minute after a bulk load: vacuumed (a
 * fresh visibility map, so index-only reads stay index-only) with planner statistics.
 * (This machine's PostgreSQL runs with autovacuum off.) It runs as the tables' owner: the
 * app's role (row-level security) owns none, and its VACUUM and ANALYZE skip every table.
 */
export async function analyzeAsOwner(url: string): Promise<void> {
  const owner = await openDatabase({ url, dataDir: '', migrate: false, max: 1, appRole: false });
  try {
    await owner.db.execute('vacuum analyze');
  } finally {
    await owner.close();
  }
}

/**
 * Drops the bench's database, or with BENCH_KEEP_DB=1 keeps it and says its name (for
 * EXPLAIN work on the seeded club afterwards; drop it yourself when done).
 */
export async function dropBenchDatabase(name: string): Promise<void> {
  if (process.env.BENCH_KEEP_DB === '1') {
    console.log(`kept database ${name} (BENCH_KEEP_DB=1)`);
    return;
  }
  await dropDatabase(name);
}
