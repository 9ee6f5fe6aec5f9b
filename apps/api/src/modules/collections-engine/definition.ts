import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodObject, ZodRawShape } from 'zod';
import type { Config } from '@/env';
import type { Executor } from '@/lib/postgres';
import { CLUB_ZONE_PLACEHOLDER } from './zone';

/**
 * What a collection is, declared once per collection in its domain's folder
 * (`modules/<domain>/<name>.collection.ts`) and listed in `modules/collection-registry.ts`.
 * The engine reads
 * it for every call: which columns exist under which API names, who may read which of
 * them, what may be searched, how rows are written and what blocks a delete.
 */

/** How a field filters, sorts and is written. */
export type FieldKind =
  | 'id'
  | 'number'
  | 'text'
  | 'boolean'
  | 'date' // a calendar day (YYYY-MM-DD string)
  | 'moment' // a timestamp with zone (ISO string in JSON)
  | 'ref' // the id of a row of another table of the same club
  | 'choice' // one of a few strings (PostgreSQL enum)
  | 'list'; // text[]: shown, never filtered or sorted

/**
 * The other end of a `ref` field, by collection name: `expand=<collection>` side-loads
 * those rows, and written ids must exist in its table for the same club ("Competency 7
 * does not exist." from its label). The registry checks that every name is registered.
 */
export type RefTarget = { collection: string };

export type FieldDef = {
  column: AnyPgColumn;
  kind: FieldKind;
  /**
   * A derived value read (selected, filtered, sorted, searched) instead of the column,
   * in the same statement: an event's colour falls back to its type's. Writes still go
   * to `column`.
   */
  read?: SQL;
  /**
   * What a reader who is not an admin reads instead (selected, filtered, sorted): an
   * event's `empty` counts only published shifts for members, who never see the others.
   */
  memberRead?: SQL;
  /**
   * A stored lower-cased copy of a text column (a generated column): search looks for the
   * lower-cased word in it (strpos) instead of ILIKE on the column, which lower-cases
   * every value on every search. For large tables (people).
   */
  searchLower?: AnyPgColumn;
  ref?: RefTarget;
  choices?: readonly string[];
};

/** Every tenant table has these two columns. */
export type TenantTable = PgTable & { id: AnyPgColumn; organisationId: AnyPgColumn };

/** Who is asking: the logged-in person (`request.person`). */
export type Reader = { id: number; role: 'new' | 'user' | 'admin' };

/** What `afterWrite` is told: the written rows' ids, and who wrote them under what configuration. */
export type AfterWrite = {
  orgId: number;
  ids: number[];
  /** What `beforeUpdate` answered (a PUT); undefined for a POST (no row existed before). */
  before?: unknown;
  reader: Reader;
  /** The app's configuration (e.g. for links in the mail a write sends). */
  config: Config;
};

export type WriteRules = {
  /** POST item schema (strict is applied by the engine); absent: no POST. */
  create?: ZodObject<ZodRawShape>;
  /** PUT item schema without `id`; default: `create` with every key optional. */
  update?: ZodObject<ZodRawShape>;
  /** Whether DELETE is allowed. */
  delete?: boolean;
  /** Column values the server sets on create, by table property (e.g. the author). */
  onCreate?: (reader: Reader) => Record<string, unknown>;
  /**
   * Reads the rows a PUT is about to change, in its transaction, before the change (one
   * statement, never per row): handed to `afterWrite` as `before`, so it can tell what
   * changed (a shift given to someone else tells both people).
   */
  beforeUpdate?: (tx: Executor, opts: { orgId: number; ids: number[] }) => Promise<unknown>;
  /**
   * Runs in the delete's transaction once the row is known to exist and not be in use,
   * before it is deleted (deleting an event tells the people on its shifts).
   */
  beforeDelete?: (
    tx: Executor,
    opts: { orgId: number; id: number; reader: Reader; config: Config },
  ) => Promise<unknown>;
  /** Keeps derived columns right after a write, in one statement (never per row). */
  afterWrite?: (tx: Executor, opts: AfterWrite) => Promise<unknown>;
  /**
   * The field no two rows of a club may share, compared case-insensitively ('name'):
   * "A role with this name already exists." on create and on rename.
   */
  uniqueName?: string;
  /** Rows elsewhere that make a row "in use": deleting it is refused while they exist. */
  inUseBy?: { table: TenantTable; column: AnyPgColumn }[];
};

export type CollectionDefinition = {
  /** URL segment and key under `results`. */
  name: string;
  /** 'role' in "This role is in use and cannot be deleted." */
  label: string;
  table: TenantTable;
  /** API name (snake_case, as the spec spells it) → column. Must include `id`. */
  fields: Record<string, FieldDef>;
  /** Sort when the client gives none; `id` is always appended as the tie-breaker. */
  defaultSort: readonly string[];
  /** Fields `search` looks in: text fields (ILIKE), or ref fields (the target's search). */
  search?: readonly string[];
  /**
   * One stored column holding several text search fields' lower-cased values, joined by a
   * newline (a generated column): a reader who may search all of those `fields` has each
   * word looked for in it once (strpos) instead of in every field's copy. The same rows:
   * search words never hold whitespace, so a word found in the joined text lies within
   * one field's value. For large tables (people).
   */
  searchTogether?: { fields: readonly string[]; column: AnyPgColumn };
  /**
   * The club's version of this collection's rows: a number that moves with every write to
   * them (bumped by triggers in the writing transaction). With it, a list's count is kept
   * per (club, version, reader, filters, search) and the same list's next page or another
   * sort is not counted again (counts.ts); one small statement reads it on each list call.
   */
  countVersion?: (db: Executor, orgId: number) => Promise<number>;
  /** Who may read: admins only, or every active logged-in person. */
  read: 'admin' | 'user';
  /** The fields a non-admin sees (default: all). Hidden fields cannot be filtered, sorted or searched either. */
  userFields?: readonly string[];
  /** The rows a non-admin sees (e.g. only their own records). */
  userRows?: (reader: Reader) => SQL | undefined;
  /** `visibleOnly=true` (model selector): only what users are shown. */
  visibleOnly?: () => SQL | undefined;
  /** Collections that point here, loadable with `expand`: collection → its ref field. */
  reverseExpand?: Record<string, string>;
  /** Absent: read-only. Writers are always admins. */
  write?: WriteRules;
};

// ---- field helpers, so definitions read like a table of columns ---------------------

export const idField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'id' });
export const textField = (
  column: AnyPgColumn,
  options: { searchLower?: AnyPgColumn } = {},
): FieldDef => ({ column, kind: 'text', ...options });
export const numberField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'number' });
export const booleanField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'boolean' });
export const dateField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'date' });
export const momentField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'moment' });
export const listField = (column: AnyPgColumn): FieldDef => ({ column, kind: 'list' });
export const refField = (column: AnyPgColumn, collection: string): FieldDef => ({
  column,
  kind: 'ref',
  ref: { collection },
});
/**
 * A read-only value SQL derives per row (a count of shifts): never written, since no
 * input schema names it.
 */
export const derivedField = (kind: FieldKind, expression: SQL): FieldDef => ({
  column: expression as unknown as AnyPgColumn,
  kind,
  read: expression,
});
/**
 * What the engine reads for a field: its derived value, else its column. Typed as a
 * column because drizzle's operators (eq, ilike, …) take either but not the union.
 */
export const readValue = (field: FieldDef, reader?: Reader): AnyPgColumn =>
  ((reader && reader.role !== 'admin' ? field.memberRead : undefined) as AnyPgColumn | undefined) ??
  (field.read as AnyPgColumn | undefined) ??
  field.column;
/** The field as `reader` reads it (its `memberRead` in place of `read` for non-admins). */
export const fieldFor = (field: FieldDef, reader?: Reader): FieldDef =>
  field.memberRead && reader && reader.role !== 'admin'
    ? { ...field, read: field.memberRead }
    : field;
/**
 * Today on the club's calendar (its time zone), for a derived field: every statement the
 * engine runs carries the club's zone as its `tz` placeholder (read.ts), so a record can
 * say whether it has expired today where the club is, not where the server is.
 */
export const clubToday = (): SQL =>
  sql`(now() at time zone ${sql.placeholder(CLUB_ZONE_PLACEHOLDER)})::date`;

export const choiceField = (column: AnyPgColumn, choices: readonly string[]): FieldDef => ({
  column,
  kind: 'choice',
  choices,
});
