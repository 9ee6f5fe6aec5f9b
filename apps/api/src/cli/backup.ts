import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '@/db/data-dir-lock';
import type { Config } from '@/env';
import { mediaDir } from '@/plugins/media';
import type { CliIo } from './run-cli';
import { readTar, type TarEntry, tarChunks } from './tar-file';

/**
 * `pnpm cli backup --to FILE` and `pnpm cli restore --from FILE [--force]`: the embedded
 * database (PGlite in DATA_DIR) and the local media folder, in one tar file:
 * `crewcall-backup.json` (what it holds), `pglite.tar.gz` (PGlite's own dump of its data
 * folder) and `media/…` (every uploaded picture). Both take the data folder's lock, so
 * they refuse to run while the app (or anything else) has it open: a copy of a database
 * being written is not a backup. PostgreSQL has pg_dump (docs/OPERATIONS.md).
 */
const MANIFEST = 'crewcall-backup.json';
const DATABASE = 'pglite.tar.gz';
const FORMAT = 1;

const extensions = { pg_trgm, btree_gin };

function refuseOnPostgres(config: Config, io: CliIo, verb: string): boolean {
  if (!config.DATABASE_URL) return false;
  io.err(
    `DATABASE_URL is set: ${verb} is for the embedded database. On PostgreSQL use pg_dump and pg_restore (docs/OPERATIONS.md).`,
  );
  return true;
}

/** Every file under `root`, by its path relative to it with `/` (none if it is absent). */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

export async function backup(args: string[], config: Config, io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (refuseOnPostgres(config, io, 'backup')) return 1;
  if (!values.to) {
    io.err('Give --to FILE: the backup file to write (e.g. crewcall-2026-01-31.tar).');
    return 1;
  }
  const to = path.resolve(values.to);
  if (fs.existsSync(to)) {
    io.err(`${to} exists: give a new file name.`);
    return 1;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    io.err(`No embedded database in ${dataDir} (it has no pglite folder).`);
    return 1;
  }
  const release = lockDataDir(dataDir); // throws while the app runs on it
  try {
    const pg = await PGlite.create(path.join(dataDir, 'pglite'), { extensions });
    let dump: Blob;
    try {
      dump = await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
    }
    const media = config.S3_BUCKET ? [] : filesUnder(mediaDir(config));
    const manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      database: DATABASE,
      media: media.length,
      // A bucket is backed up by the bucket's own means (versioning, replication).
      media_in_bucket: Boolean(config.S3_BUCKET),
    };
    const entries: TarEntry[] = [
      { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: DATABASE, data: new Uint8Array(await dump.arrayBuffer()) },
      ...media.map((file) => ({
        name: `media/${file}`,
        data: fs.readFileSync(path.join(mediaDir(config), ...file.split('/'))),
      })),
    ];
    // Whole or not at all: a half-written file under the final name is never left.
    const partial = `${to}.partial`;
    const handle = fs.openSync(partial, 'w', 0o600);
    try {
      for (const chunk of tarChunks(entries)) fs.writeSync(handle, chunk);
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(partial, to);
    io.out(JSON.stringify({ file: to, bytes: fs.statSync(to).size, ...manifest }, null, 2));
    return 0;
  } finally {
    release();
  }
}

export async function restore(args: string[], config: Config, io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (refuseOnPostgres(config, io, 'restore')) return 1;
  if (!values.from) {
    io.err('Give --from FILE: a file written by `pnpm cli backup`.');
    return 1;
  }
  const from = path.resolve(values.from);
  if (!fs.existsSync(from)) {
    io.err(`No file ${from}.`);
    return 1;
  }
  let entries: TarEntry[];
  try {
    entries = readTar(fs.readFileSync(from));
  } catch (error) {
    io.err(`${from} is not a Crewcall backup: ${(error as Error).message}`);
    return 1;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifest = byName.get(MANIFEST);
  const database = byName.get(DATABASE);
  if (!manifest || !database) {
    io.err(`${from} is not a Crewcall backup (it has no ${MANIFEST} or ${DATABASE}).`);
    return 1;
  }
  const format = (JSON.parse(Buffer.from(manifest.data).toString('utf8')) as { format?: number })
    .format;
  if (format !== FORMAT) {
    io.err(`${from} is a backup of format ${format}; this version reads format ${FORMAT}.`);
    return 1;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const media = mediaDir(config);
  const release = lockDataDir(dataDir); // throws while the app runs on it
  try {
    const where = path.join(dataDir, 'pglite');
    const inUse = [where, media].filter((dir) => fs.existsSync(dir) && fs.readdirSync(dir).length);
    if (inUse.length && !values.force) {
      io.err(
        `Not empty: ${inUse.join(', ')}. Restoring replaces them: add --force (back them up first), or set DATA_DIR to an empty folder.`,
      );
      return 1;
    }
    // What --force replaces is set aside, and removed only once the backup is in place:
    // a damaged backup file leaves the data folder as it was.
    const aside = inUse.map((dir) => ({ dir, aside: `${dir}.replaced-${Date.now()}` }));
    for (const { dir, aside: to } of aside) fs.renameSync(dir, to);
    let files = 0;
    try {
      const pg = await PGlite.create(where, {
        extensions,
        loadDataDir: new Blob([Buffer.from(database.data)]),
      });
      await pg.close();
      files = writeMedia(entries, media);
    } catch (error) {
      for (const dir of [where, media]) fs.rmSync(dir, { recursive: true, force: true });
      for (const { dir, aside: from } of aside) fs.renameSync(from, dir);
      throw error;
    }
    for (const { aside: from } of aside) fs.rmSync(from, { recursive: true, force: true });
    io.out(JSON.stringify({ data_dir: dataDir, media_dir: media, media: files }, null, 2));
    return 0;
  } finally {
    release();
  }
}

/** The backup's `media/…` files into the media folder; answers how many. */
function writeMedia(entries: TarEntry[], media: string): number {
  let files = 0;
  for (const { name, data } of entries) {
    if (!name.startsWith('media/')) continue;
    const relative = name.slice('media/'.length).split('/');
    const file = path.resolve(media, ...relative);
    // Never outside the media folder, whatever names the file holds.
    if (
      relative.some((part) => !part || part === '.' || part === '..') ||
      !file.startsWith(`${media}${path.sep}`)
    )
      continue;
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o750 });
    fs.writeFileSync(file, data, { mode: 0o640 });
    files++;
  }
  return files;
}
