import {
  type CleanImportRow,
  checkImportRow,
  type ImportBodySchema,
  type ImportCounts,
  type ImportResult,
  type ImportRowResult,
} from '@crewcall/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { lockClubEmails } from '@/modules/people';
import {
  findMemberEmails,
  findProfileFieldIds,
  insertMembers,
  insertProfileEntries,
} from './member-import.queries';

type ImportBody = z.infer<typeof ImportBodySchema>;

type PlannedRow = { result: ImportRowResult; value: CleanImportRow };

/**
 * Imports a club's membership file (rows already mapped to our fields by the admin).
 * Every row is checked here again whatever the screen showed: a dry run only reports; a
 * real run adds every `ok` row in one transaction (all or nothing) and reports the rest.
 * Rows are keyed by email, case-insensitively: a repeat within the file is a `duplicate`
 * of its first row, and an email the club already has is `existing` and left untouched
 * (an import never overwrites what a member or admin keeps up to date).
 */
export async function importMembers(
  db: Db,
  opts: { orgId: number; body: ImportBody },
): Promise<ImportResult> {
  const { orgId, body } = opts;
  await assertProfileFieldsOfClub(db, orgId, body.rows);

  if (body.dry_run) {
    const planned = await planImport(db, orgId, body);
    return toResult(true, planned, []);
  }

  return db.transaction(async (tx) => {
    // The lock of every write of the club's emails (Add person, an admin's change too).
    await lockClubEmails(tx, orgId);
    const planned = await planImport(tx, orgId, body);
    const accepted = planned.filter((p) => p.result.status === 'ok');
    const created = await insertMembers(tx, {
      orgId,
      members: accepted.map(({ value }) => ({
        name: value.name,
        email: value.email,
        phone: value.phone,
      })),
    });
    const idByEmail = new Map(created.map((c) => [c.email, c.id]));
    for (const p of accepted) p.result.id = idByEmail.get(p.value.email);
    await insertProfileEntries(tx, {
      orgId,
      entries: accepted.flatMap(({ value, result }) =>
        Object.entries(value.profile).map(([fieldId, text]) => ({
          personId: result.id!,
          fieldId: Number(fieldId),
          value: text,
        })),
      ),
    });
    return toResult(
      false,
      planned,
      accepted.map((p) => p.result.id!),
    );
  });
}

/** Profile field ids of another club (or none) refuse the whole request, naming them. */
async function assertProfileFieldsOfClub(db: Executor, orgId: number, rows: ImportBody['rows']) {
  const ids = [...new Set(rows.flatMap((r) => Object.keys(r.profile).map(Number)))];
  const known = await findProfileFieldIds(db, { orgId, ids });
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw validationError({ profile: [`Unknown profile field: ${unknown.join(', ')}.`] });
  }
}

/** Each row's fate: checked alone, then against earlier rows, then against the club. */
async function planImport(db: Executor, orgId: number, body: ImportBody): Promise<PlannedRow[]> {
  const checked = body.rows.map((row) => checkImportRow(row, body.country_code));
  const emails = [...new Set(checked.filter((c) => !c.errors.email).map((c) => c.value.email))];
  const members = await findMemberEmails(db, { orgId, emails });

  const firstRowOf = new Map<string, number>();
  return checked.map(({ value, errors }, row): PlannedRow => {
    const result: ImportRowResult = { row, email: value.email, status: 'ok', errors };
    if (errors.email) return { value, result: { ...result, status: 'invalid' } };
    const first = firstRowOf.get(value.email);
    if (first !== undefined) {
      return { value, result: { ...result, status: 'duplicate', duplicate_of: first } };
    }
    firstRowOf.set(value.email, row);
    if (members.has(value.email)) return { value, result: { ...result, status: 'existing' } };
    if (Object.keys(errors).length) return { value, result: { ...result, status: 'invalid' } };
    return { value, result };
  });
}

function toResult(dryRun: boolean, planned: PlannedRow[], created: number[]): ImportResult {
  const counts: ImportCounts = {
    total: planned.length,
    ok: 0,
    invalid: 0,
    duplicate: 0,
    existing: 0,
  };
  for (const { result } of planned) counts[result.status] += 1;
  return { dry_run: dryRun, counts, rows: planned.map((p) => p.result), created };
}
