import { openDatabase } from '@/db/client';

/**
 * Fresh planner statistics, as autovacuum would keep them. ANALYZE runs as the tables'
 * owner: the app's role (row-level security) owns none, and its ANALYZE skips every table.
 */
export async function analyzeAsOwner(url: string): Promise<void> {
  const owner = await openDatabase({ url, dataDir: '', migrate: false, max: 1, appRole: false });
  try {
    await owner.db.execute('analyze');
  } finally {
    await owner.close();
  }
}
