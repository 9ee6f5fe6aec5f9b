import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPerson } from '@test/factories';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '@/cli/run-cli';
import { isSecretColumn } from '@/db/club-data/export-club';
import { type ClubWithActors, clubWithActors } from '../fuzz/actors';
import { seedClub } from '../isolation/seed-club';
import { fillEmptyTables } from './fill-empty-tables';
import { seedFeatures } from './seed-features';

/**
 * A club leaves the platform (issue 27, "Done when"): `club:export` then `club:delete`
 * of club A leaves zero rows with A's organisation id in any table that has the column
 * (read from information_schema, not a list), and club B's rows are all still there.
 */
let t: TestApp;
let a: ClubWithActors;
let b: ClubWithActors;
let sql: postgres.Sql;
let shared: { id: number; accountId: number | null };
const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewcall-club-export-'));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, t.config, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every table with an organisation_id column, and its rows per club id. */
async function clubRows(orgId: number): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.columns
    where table_schema = 'public' and column_name = 'organisation_id' order by table_name`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await sql.unsafe(
      `select count(*)::int as n from "${name}" where organisation_id = $1`,
      [orgId],
    );
    counts[name] = row.n;
  }
  return counts;
}

/** Every stored value of a column the export leaves out, of club `orgId`'s rows. */
async function secretValuesOf(orgId: number): Promise<string[]> {
  const columns = await sql<{ table: string; column: string }[]>`
    select table_name as table, column_name as column from information_schema.columns
    where table_schema = 'public' and table_name in (
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'organisation_id')`;
  const values: string[] = [];
  for (const { table, column } of columns) {
    if (!isSecretColumn(table, column)) continue;
    const rows = await sql.unsafe(
      `select "${column}"::text as v from "${table}" where organisation_id = $1 and "${column}" is not null`,
      [orgId],
    );
    values.push(...rows.map((r) => r.v as string).filter((v) => v.length >= 4));
  }
  const hashes = await sql<{ v: string }[]>`
    select password_hash as v from accounts where id in
      (select account_id from people where organisation_id = ${orgId})`;
  return [...values, ...hashes.map((r) => r.v)];
}

const accountsOf = async (orgId: number) =>
  (
    await sql<{ id: number }[]>`
      select account_id as id from people where organisation_id = ${orgId}
        and account_id is not null order by account_id`
  ).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  sql = postgres(t.config.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  a = await clubWithActors(t, 'Alpha Harbour Club');
  b = await clubWithActors(t, 'Bravo Quay Yachts');
  for (const [club, mark] of [
    [a, 'ALPHAMARK'],
    [b, 'BRAVOMARK'],
  ] as const) {
    await seedClub(t, club, mark);
    await seedFeatures(t, club);
    expect(await fillEmptyTables(sql, club.id)).toEqual([]);
  }
  // A's member also belongs to B, with the one login: deleting A keeps it.
  shared = await createPerson(t.db, b, { email: a.secrets[3] });
}, 180_000);

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await t?.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

describe('club:export and club:delete', () => {
  let bBefore: Record<string, number>;
  let aBefore: Record<string, number>;

  it('exports every table of club A as JSON, its pictures, and no credential', async () => {
    aBefore = await clubRows(a.id);
    bBefore = await clubRows(b.id);
    // Every tenant table holds rows of A (and of B) before the export.
    expect(Object.entries(aBefore).filter(([, n]) => n === 0)).toEqual([]);
    expect(Object.entries(bBefore).filter(([, n]) => n === 0)).toEqual([]);

    const to = path.join(exportDir, 'alpha');
    const done = await cli('club:export', '--club', a.host, '--to', to);
    expect(done.err).toBe('');
    expect(done.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(to, 'manifest.json'), 'utf8'));
    for (const [table, n] of Object.entries(aBefore)) {
      expect({ table, n: manifest.tables[table] }).toEqual({ table, n });
      const rows = JSON.parse(fs.readFileSync(path.join(to, 'tables', `${table}.json`), 'utf8'));
      expect(rows.length).toBe(n);
      expect(rows.every((row: { organisation_id: number }) => row.organisation_id === a.id)).toBe(
        true,
      );
    }
    const organisation = JSON.parse(fs.readFileSync(path.join(to, 'organisation.json'), 'utf8'));
    expect(organisation).toMatchObject({ id: a.id, name: a.name });
    const accounts = JSON.parse(fs.readFileSync(path.join(to, 'tables', 'accounts.json'), 'utf8'));
    expect(accounts.map((x: { id: number }) => x.id).sort()).toEqual(await accountsOf(a.id));

    // No credential: not one stored secret value of A's appears in a data file (the
    // manifest names the columns left out), and no key names one; nothing of club B.
    const everything = fs
      .readdirSync(to, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.json') && f.name !== 'manifest.json')
      .map((f) => fs.readFileSync(path.join(f.parentPath, f.name), 'utf8'))
      .join('\n');
    const secrets = await secretValuesOf(a.id);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/_hash"|email_settings_uid|secret_hint/);
    expect(everything).not.toContain('BRAVOMARK');
    expect(manifest.left_out.accounts).toEqual(['password_hash']);
    expect(manifest.left_out.refresh_tokens).toEqual(['token_hash']);
    expect(manifest.media).toHaveLength(2);
    expect(manifest.missing_media).toEqual([]);
    for (const file of manifest.media)
      expect(fs.readFileSync(path.join(to, 'media', file), 'utf8')).toMatch(/^Alpha Harbour Club/);
  });

  it('refuses without the club repeated as --confirm, and an unknown club', async () => {
    const refused = await cli('club:delete', '--club', String(a.id));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--confirm/);
    const wrong = await cli('club:delete', '--club', String(a.id), '--confirm', String(b.id));
    expect(wrong.code).toBe(1);
    const unknown = await cli('club:delete', '--club', '987654', '--confirm', '987654');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No club/);
    expect(await clubRows(a.id)).toEqual(aBefore);
  });

  it("deletes club A: no row with its id in any table, its logins and pictures; B's untouched", async () => {
    const aAccounts = await accountsOf(a.id);
    const done = await cli('club:delete', '--club', String(a.id), '--confirm', String(a.id));
    expect(done.err).toBe('');
    expect(done.code).toBe(0);
    expect(aAccounts).toContain(shared.accountId);
    const summary = JSON.parse(done.out);
    expect(summary).toMatchObject({ club: { id: a.id }, accounts: aAccounts.length - 1 });
    // Each table's rows went by the command's own statements, not by the cascade from the
    // club's row (its last resort): the catalog's order reached every table.
    expect(summary.deleted).toEqual(aBefore);

    const aAfter = await clubRows(a.id);
    expect(Object.keys(aAfter).length).toBeGreaterThan(40);
    expect(Object.entries(aAfter).filter(([, n]) => n > 0)).toEqual([]);
    expect(await sql`select id from organisations where id = ${a.id}`).toHaveLength(0);
    const left = await sql`select id from accounts where id = any(${aAccounts})`;
    expect(left.map((r) => r.id)).toEqual([shared.accountId]);
    expect(fs.existsSync(path.join(t.config.MEDIA_DIR ?? '', `org-${a.id}`))).toBe(false);

    expect(await clubRows(b.id)).toEqual(bBefore);
    expect(await sql`select id from organisations where id = ${b.id}`).toHaveLength(1);
    expect(fs.readdirSync(path.join(t.config.MEDIA_DIR ?? '', `org-${b.id}`))).not.toHaveLength(0);
    // B still works: its admin logs in and reads its own data.
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/people/',
      headers: { host: b.host, authorization: (await b.authorization('admin')) ?? '' },
    });
    expect(login.statusCode).toBe(200);
  });
});
