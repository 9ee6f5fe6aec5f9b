import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { openDatabase } from '@/db/client';
import { deleteClub } from '@/db/club-data/delete-club';
import { exportClub } from '@/db/club-data/export-club';
import { findClub } from '@/db/club-data/find-club';
import { type RawSql, rawPglite, rawPostgres } from '@/db/club-data/raw-sql';
import type { Config } from '@/env';
import { mediaDir, mediaStorageFor } from '@/plugins/media';
import type { CliIo } from './run-cli';

/**
 * `pnpm cli club:export --club C --to DIR` and `pnpm cli club:delete --club C --confirm C`:
 * a club that leaves the platform takes its data with it (data portability) and leaves
 * nothing behind (erasure). The club is named by its id, prefix or a domain. Both work
 * on the app's database (DATABASE_URL, else the embedded one in DATA_DIR, which must not
 * be in use) and on its media store (S3_BUCKET, else the local media folder).
 */
export async function clubDataCommand(
  command: 'club:export' | 'club:delete',
  args: string[],
  config: Config,
  io: CliIo,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      club: { type: 'string' },
      to: { type: 'string' },
      confirm: { type: 'string' },
    },
  });
  if (!values.club) {
    io.err("Give --club: the club's id, prefix or one of its domains.");
    return 1;
  }
  if (command === 'club:export') {
    if (!values.to) {
      io.err('Give --to DIR: an empty or new folder for the export.');
      return 1;
    }
    const to = path.resolve(values.to);
    if (fs.existsSync(to) && fs.readdirSync(to).length > 0) {
      io.err(`${to} is not empty: give a new or empty folder.`);
      return 1;
    }
  } else if (values.confirm !== values.club) {
    io.err(
      `Deleting a club cannot be undone: repeat its name as --confirm ${values.club} (export it first: club:export).`,
    );
    return 1;
  }
  return withRawSql(config, async (sql) => {
    const club = await findClub(sql, values.club ?? '');
    if (typeof club === 'string') {
      io.err(club);
      return 1;
    }
    const media = await mediaStorageFor(config);
    try {
      if (command === 'club:export') {
        const to = path.resolve(values.to ?? '');
        const done = await exportClub({ sql, orgId: club.id, to, media });
        io.out(JSON.stringify({ folder: to, ...done }, null, 2));
        return 0;
      }
      const done = await deleteClub(sql, club.id);
      // Files after the commit: a failed delete keeps them with their rows.
      for (const mediaPath of done.media) await media.remove(club.id, mediaPath);
      // The local folder: also files no row names any more (a replaced picture).
      if (media.kind === 'local')
        fs.rmSync(path.join(mediaDir(config), `org-${club.id}`), { recursive: true, force: true });
      io.out(JSON.stringify(done, null, 2));
      return 0;
    } finally {
      media.close();
    }
  });
}

/** Runs `work` on the app's database as its owner (migrated first), then closes it. */
async function withRawSql<T>(config: Config, work: (sql: RawSql) => Promise<T>): Promise<T> {
  if (config.DATABASE_URL) {
    const migrated = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: '',
      appRole: false,
      max: 1,
    });
    await migrated.close();
    const sql = postgres(config.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      return await work(rawPostgres(sql));
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const database = await openDatabase({ dataDir: config.DATA_DIR, appRole: false });
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
    return await work(rawPglite((database.db as any).$client));
  } finally {
    await database.close();
  }
}
