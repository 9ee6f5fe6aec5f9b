import { randomBytes } from 'node:crypto';
import { openDatabase } from '@/db/client';
import { dropDatabase, withAdminConnection } from '../apps/api/test/pg-admin';

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

/** Runs a bench on a database of its own, created for it and dropped afterwards. */
export async function withBenchDatabase(run: (name: string) => Promise<void>): Promise<void> {
  const name = `crewcall_bench_${randomBytes(4).toString('hex')}`;
  await withAdminConnection((admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
  try {
    await run(name);
  } finally {
    await dropBenchDatabase(name);
  }
}

/**
 * Drops the bench's database, or with BENCH_KEEP_DB=1 keeps it and says its name (for
 * EXPLAIN work on the seeded club afterwards; drop it yourself when done).
 */
async function dropBenchDatabase(name: string): Promise<void> {
  if (process.env.BENCH_KEEP_DB === '1') {
    console.log(`kept database ${name} (BENCH_KEEP_DB=1)`);
    return;
  }
  await dropDatabase(name);
}
