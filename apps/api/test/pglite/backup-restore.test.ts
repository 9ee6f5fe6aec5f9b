import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoOrganisation } from '@/bootstrap/demo-organisation';
import { runCli } from '@/cli/run-cli';
import { tarChunks } from '@/cli/tar-file';
import { openDatabase } from '@/db/client';
import { lockDataDir } from '@/db/data-dir-lock';
import { loadConfig } from '@/env';

// `pnpm cli backup` / `restore` on the embedded database: the demo club, seeded as a
// newcomer's is, with a picture in the media folder, backed up and restored into a new
// data folder: the same rows in every table, the same files.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-backup-'));
const dataDir = path.join(root, 'data');
const restoredDir = path.join(root, 'restored');
const file = path.join(root, 'backup.tar');
const picture = path.join('org-1', 'avatars', 'a1b2.webp');
const configFor = (dir: string) =>
  loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATA_DIR: dir, DEMO_BOOTSTRAP: true, DEMO_ADMIN_PASSWORD: 'demo admin password' },
  );

async function cli(dir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, configFor(dir), {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every table's rows as sorted JSON text, read as the owner. */
async function snapshot(dir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ dataDir: dir, appRole: false });
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
    const client = (database.db as any).$client as PGlite;
    await client.exec(`set time zone 'UTC'`);
    const names = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public'`,
      )
    ).rows.map((t) => t.name);
    const tables: Record<string, string[]> = {};
    for (const name of names.sort())
      tables[name] = (
        await client.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`)
      ).rows
        .map((r) => r.row)
        .sort();
    return tables;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  try {
    await ensureDemoOrganisation(database.db, configFor(dataDir), pino({ level: 'silent' }));
  } finally {
    await database.close();
  }
  expect((await cli(dataDir, 'demo:seed')).code).toBe(0);
  fs.mkdirSync(path.dirname(path.join(dataDir, 'media', picture)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'media', picture), 'picture bytes');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('backup and restore (embedded database)', () => {
  it('refuses while the data folder is in use', async () => {
    const release = lockDataDir(dataDir);
    try {
      await expect(cli(dataDir, 'backup', '--to', file)).rejects.toThrow(/in use/);
    } finally {
      release();
    }
    expect(fs.existsSync(file)).toBe(false);
  });

  it('restores the demo club into a new folder: every row, every picture', async () => {
    const made = await cli(dataDir, 'backup', '--to', file);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(JSON.parse(made.out)).toMatchObject({ media: 1 });

    const restored = await cli(restoredDir, 'restore', '--from', file);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);

    const before = await snapshot(dataDir);
    const after = await snapshot(restoredDir);
    for (const table of ['organisations', 'people', 'events', 'shifts', 'requests'])
      expect(before[table].length, table).toBeGreaterThan(0);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [table, rows] of Object.entries(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows });
    expect(fs.readFileSync(path.join(restoredDir, 'media', picture), 'utf8')).toBe('picture bytes');
  });

  it('refuses to restore over a database that is not empty, unless --force', async () => {
    const again = await cli(restoredDir, 'restore', '--from', file);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/Not empty/);
    const forced = await cli(restoredDir, 'restore', '--from', file, '--force');
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
  });

  it('leaves the data folder as it was when --force meets a damaged backup', async () => {
    const damaged = path.join(root, 'damaged.tar');
    const manifest = Buffer.from(JSON.stringify({ format: 1 }));
    const chunks = tarChunks([
      { name: 'crewcall-backup.json', data: manifest },
      { name: 'pglite.tar.gz', data: Buffer.from('not a database dump') },
    ]);
    fs.writeFileSync(damaged, Buffer.concat(chunks));
    const before = await snapshot(restoredDir);
    await expect(cli(restoredDir, 'restore', '--from', damaged, '--force')).rejects.toThrow();
    expect(await snapshot(restoredDir)).toEqual(before);
    expect(fs.readFileSync(path.join(restoredDir, 'media', picture), 'utf8')).toBe('picture bytes');
  });

  it('refuses a file that is not a backup, and an existing target file', async () => {
    const other = path.join(root, 'other.tar');
    fs.writeFileSync(other, 'not a tar file at all'.repeat(40));
    const bad = await cli(path.join(root, 'fresh'), 'restore', '--from', other);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/not a Crewcall backup/);
    const exists = await cli(dataDir, 'backup', '--to', file);
    expect(exists.code).toBe(1);
    expect(exists.err).toMatch(/exists/);
  });
});

/** Rows per table with an organisation_id column, of club `orgId`. */
async function clubRows(dir: string, orgId: number): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir: dir, appRole: false });
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the embedded driver's own client
    const client = (database.db as any).$client as PGlite;
    const tables = (
      await client.query<{ name: string }>(
        `select table_name as name from information_schema.columns
         where table_schema = 'public' and column_name = 'organisation_id'`,
      )
    ).rows.map((t) => t.name);
    const counts: Record<string, number> = {};
    for (const name of tables.sort())
      counts[name] = (
        await client.query<{ n: number }>(
          `select count(*)::int as n from "${name}" where organisation_id = $1`,
          [orgId],
        )
      ).rows[0].n;
    return counts;
  } finally {
    await database.close();
  }
}

describe('club:export and club:delete (embedded database)', () => {
  it('exports the demo club and deletes it; another club keeps every row', async () => {
    const created = await cli(
      dataDir,
      ...['org:create', '--name', 'Harbour SC', '--prefix', 'HSC', '--domain', 'harbour.test'],
      ...[
        '--admin-email',
        'pat@harbour.test',
        '--admin-name',
        'Pat',
        '--admin-password',
        'a long enough password',
      ],
    );
    expect(created.err).toBe('');
    const other = JSON.parse(created.out).organisation.id as number;
    const demoBefore = await clubRows(dataDir, 1);
    const otherBefore = await clubRows(dataDir, other);
    expect(demoBefore.shifts).toBeGreaterThan(0);

    const to = path.join(root, 'demo-export');
    const exported = await cli(dataDir, 'club:export', '--club', 'localhost', '--to', to);
    expect(exported.err).toBe('');
    expect(JSON.parse(exported.out).tables).toMatchObject(demoBefore);
    expect(
      JSON.parse(fs.readFileSync(path.join(to, 'tables', 'shifts.json'), 'utf8')),
    ).toHaveLength(demoBefore.shifts);

    const deleted = await cli(dataDir, 'club:delete', '--club', '1', '--confirm', '1');
    expect(deleted.err).toBe('');
    expect(deleted.code).toBe(0);
    const demoAfter = await clubRows(dataDir, 1);
    expect(Object.entries(demoAfter).filter(([, n]) => n > 0)).toEqual([]);
    expect(await clubRows(dataDir, other)).toEqual(otherBefore);
    expect(fs.existsSync(path.join(dataDir, 'media', 'org-1'))).toBe(false);
  });
});
