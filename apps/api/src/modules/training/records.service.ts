import type { RecordInputSchema, RecordResults, RecordUpdateSchema } from '@crewcall/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { type FieldErrors, notFound, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  insertRecord,
  missingRefs,
  type RecordRef,
  type RecordValues,
  recordRows,
  updateRecord,
} from './records.queries';

/** Who writes, in which club (its zone decides what has expired today). */
export type RecordsContext = { orgId: number; timeZone: string; by: number };

const LABELS: Record<RecordRef, string> = {
  person: 'Person',
  competency: 'Competency',
  training: 'Training course',
};

/**
 * Person, competency and training must be rows of this club: another club's id, or one
 * that never existed, is a field error on that field ("Competency 7 does not exist.", as
 * the collections say it), and nothing is written.
 */
async function assertClubRefs(db: Executor, orgId: number, values: RecordValues) {
  const missing = await missingRefs(db, orgId, values);
  if (!missing.length) return;
  const errors: FieldErrors = {};
  for (const ref of missing) errors[ref] = [`${LABELS[ref]} ${values[ref]} does not exist.`];
  throw validationError(errors);
}

/** The written record as both calls answer it: the collections' results shape. */
async function answer(db: Executor, ctx: RecordsContext, id: number): Promise<RecordResults> {
  const rows = await recordRows(db, { orgId: ctx.orgId, timeZone: ctx.timeZone, ids: [id] });
  return {
    results: { records: Object.fromEntries(rows.map((row) => [String(row.id), row])) },
    count: rows.length,
    ids: rows.map((row) => row.id),
  };
}

/** `POST /api/records/add` (admin): one record, its expiry from its competency's validity. */
export function addRecord(
  db: Db,
  ctx: RecordsContext,
  input: z.output<typeof RecordInputSchema>,
): Promise<RecordResults> {
  return db.transaction(async (tx) => {
    await assertClubRefs(tx, ctx.orgId, input);
    const id = await insertRecord(tx, { orgId: ctx.orgId, by: ctx.by, values: input });
    return answer(tx, ctx, id);
  });
}

/**
 * `PUT /api/records/{id}` (admin): the fields given change; the expiry follows the
 * achieved day and the competency. 404 when the club has no such record.
 */
export function changeRecord(
  db: Db,
  ctx: RecordsContext,
  id: number,
  changes: z.output<typeof RecordUpdateSchema>,
): Promise<RecordResults> {
  return db.transaction(async (tx) => {
    await assertClubRefs(tx, ctx.orgId, changes);
    const found = await updateRecord(tx, { orgId: ctx.orgId, id, values: changes });
    if (!found) throw notFound();
    return answer(tx, ctx, id);
  });
}
