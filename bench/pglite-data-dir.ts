import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@/db/client';
import { withPlatformScope } from '@/db/scope';
import { type BenchClub, type ClubSize, seedBenchClub } from './club-seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const journal = path.join(here, '../apps/api/src/db/migrations/meta/_journal.json');

/**
 * A PGlite data directory holding the seeded club, as `pnpm start` would find it after a
 * bulk load (no statistics gathered by the seed: what the app does about that is measured).
 * Seeding 20,000 shifts into PGlite takes a while, so the seeded directory is kept under
 * BENCH_PGLITE_CACHE (default: the system's temp folder), keyed by the migrations, the
 * seed and today's date (the club is laid out around today), and each run works on a copy
 * of it. Answers the copy's path (delete it when done) and the club.
 */
export async function seededPgliteCopy(
  size: ClubSize,
): Promise<{ dataDir: string; club: BenchClub }> {
  const key = createHash('sha1')
    .update(fs.readFileSync(journal))
    .update(fs.readFileSync(path.join(here, 'club-seed.ts')))
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 12);
  const root = process.env.BENCH_PGLITE_CACHE ?? path.join(os.tmpdir(), 'crewcall-bench-pglite');
  const seeded = path.join(root, `${size}-${key}`);
  if (!fs.existsSync(path.join(seeded, 'club.json'))) {
    const started = Date.now();
    const partial = `${seeded}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true });
    const database = await openDatabase({ dataDir: partial });
    try {
      const club = await withPlatformScope(database.db, (tx) => seedBenchClub(tx, size));
      fs.writeFileSync(path.join(partial, 'club.json'), JSON.stringify(club));
    } finally {
      await database.close();
    }
    fs.rmSync(seeded, { recursive: true, force: true });
    fs.renameSync(partial, seeded);
    console.log(`  PGlite: seeded the ${size} club into ${seeded} in ${Date.now() - started} ms`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `crewcall-bench-${size}-`));
  fs.cpSync(seeded, dataDir, { recursive: true });
  const club = JSON.parse(fs.readFileSync(path.join(dataDir, 'club.json'), 'utf8')) as BenchClub;
  return { dataDir, club };
}
