import { isMediaPath } from '@/adapters/media/media-paths';
import type { RawSql } from './raw-sql';

/**
 * The columns that name a club's uploaded files (media paths relative to the club, see
 * adapters/media/media-paths.ts). Uploads go through modules/media, which writes only
 * these two; a new kind of upload adds its column here (club-data.test.ts exports and
 * deletes an avatar and a logo).
 */
const MEDIA_COLUMNS = [
  { table: 'people', column: 'avatar', club: 'organisation_id' },
  { table: 'organisations', column: 'logo', club: 'id' },
] as const;

/** Every media path the club's rows name (well-formed ones only), without repeats. */
export async function clubMediaPaths(sql: RawSql, orgId: number): Promise<string[]> {
  const paths = new Set<string>();
  for (const { table, column, club } of MEDIA_COLUMNS) {
    const rows = await sql.query<{ path: string }>(
      `select "${column}" as path from "${table}" where "${club}" = $1 and "${column}" is not null`,
      [orgId],
    );
    for (const { path } of rows) if (isMediaPath(path)) paths.add(path);
  }
  return [...paths].sort();
}
