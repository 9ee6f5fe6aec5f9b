import type { Db } from '@/db/client';

/** The database or an open transaction: queries run on either (one type for both). */
export type Executor = Omit<Db, '$client'>;

/** The rows of `db.execute(…)`: an array on postgres.js, `{rows}` on PGlite. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * PostgreSQL's SQLSTATE of a failed statement ('23505' for a unique violation), or
 * undefined. Drizzle wraps the driver's error, so the code may sit on `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** A unique index said no (e.g. two registrations of one email racing each other). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
