import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '@/adapters/media/media-storage';
import { CLUB_COLUMN, tenantTables } from './catalog';
import { clubMediaPaths } from './club-media';
import { enterPlatformScope } from './find-club';
import type { RawSql } from './raw-sql';

/**
 * Columns never written into an export: credentials stored hashed (every `…_hash`
 * column: password, refresh and reset tokens, API keys, kiosk and calendar-feed secrets,
 * phone codes, duty-confirmation links), the kiosk secret's hint, and the people's
 * email-settings uid (a link that changes their mail settings without a login). Read from
 * the column names, so a new `…_hash` column is left out the day it is added.
 */
export function isSecretColumn(table: string, column: string): boolean {
  return (
    column.endsWith('_hash') ||
    (table === 'kiosks' && column === 'secret_hint') ||
    (table === 'people' && column === 'email_settings_uid')
  );
}

export type ClubExport = {
  club: { id: number; name: string };
  exported_at: string;
  /** Rows written per file (`tables/<name>.json`). */
  tables: Record<string, number>;
  /** The columns left out, per table (see isSecretColumn). */
  left_out: Record<string, string[]>;
  /** Media paths written under `media/`, and those the store did not have. */
  media: string[];
  missing_media: string[];
};

/**
 * Writes everything of club `orgId` into folder `to` (which must be empty or absent):
 * `organisation.json` (the club's own row), `tables/<table>.json` (an array of the
 * club's rows of every tenant table, and `accounts.json`: the logins of its people,
 * shared with other clubs they belong to), `media/<path>` (its uploaded pictures) and
 * `manifest.json` (what is where, and which columns were left out). Read in one
 * transaction (one snapshot on PostgreSQL: repeatable read).
 */
export async function exportClub(opts: {
  sql: RawSql;
  orgId: number;
  to: string;
  media: MediaStorage;
}): Promise<ClubExport> {
  const { sql, orgId, to } = opts;
  await fs.mkdir(path.join(to, 'tables'), { recursive: true });
  const leftOut: Record<string, string[]> = {};
  const counts: Record<string, number> = {};
  const write = (file: string, value: unknown) =>
    fs.writeFile(path.join(to, file), `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  const clean = (table: string, rows: { row: string }[]) =>
    rows.map(({ row }) => {
      const value = JSON.parse(row) as Record<string, unknown>;
      for (const column of Object.keys(value)) {
        if (!isSecretColumn(table, column)) continue;
        delete value[column];
        leftOut[table] = [...new Set([...(leftOut[table] ?? []), column])];
      }
      return value;
    });

  const { club, mediaPaths } = await sql.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read');
    await enterPlatformScope(tx);
    const [own] = await tx.query<{ row: string }>(
      'select row_to_json(o)::text as row from organisations o where o.id = $1',
      [orgId],
    );
    if (!own) throw new Error(`No club ${orgId}.`);
    const [organisation] = clean('organisations', [own]);
    await write('organisation.json', organisation);
    for (const { name, columns } of await tenantTables(tx)) {
      const secret = columns.filter((column) => isSecretColumn(name, column));
      if (secret.length) leftOut[name] = secret;
      const order = columns.includes('id') ? ' order by t.id' : '';
      const rows = await tx.query<{ row: string }>(
        `select row_to_json(t)::text as row from "${name}" t where t."${CLUB_COLUMN}" = $1${order}`,
        [orgId],
      );
      counts[name] = rows.length;
      await write(path.join('tables', `${name}.json`), clean(name, rows));
    }
    const accounts = await tx.query<{ row: string }>(
      `select row_to_json(a)::text as row from accounts a
       where a.id in (select account_id from people where organisation_id = $1) order by a.id`,
      [orgId],
    );
    counts.accounts = accounts.length;
    await write(path.join('tables', 'accounts.json'), clean('accounts', accounts));
    return {
      club: { id: orgId, name: String(organisation.name) },
      mediaPaths: await clubMediaPaths(tx, orgId),
    };
  });

  const written: string[] = [];
  const missing: string[] = [];
  for (const mediaPath of mediaPaths) {
    const object = await opts.media.get(orgId, mediaPath);
    if (!object) {
      missing.push(mediaPath);
      continue;
    }
    const file = path.join(to, 'media', ...mediaPath.split('/'));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, object.body);
    written.push(mediaPath);
  }
  const manifest: ClubExport = {
    club,
    exported_at: new Date().toISOString(),
    tables: counts,
    left_out: leftOut,
    media: written,
    missing_media: missing,
  };
  await write('manifest.json', manifest);
  return manifest;
}
