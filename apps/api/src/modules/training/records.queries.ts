import type { RecordRow } from '@crewcall/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { competencies, people, records, training } from '@/db/schema';
import { inClub } from '@/db/scope';
import { type Executor, rowsOf } from '@/lib/postgres';
import { clubZoneValues } from '@/modules/collections-engine';
import { recordsCollection } from './records.collection';

/** The columns a record is written with (API names as the contract spells them). */
export type RecordValues = {
  person?: number;
  competency?: number;
  training?: number | null;
  achieved?: string;
  details?: string;
  current?: boolean;
};

/** A reference of a record to another table of the club. */
const REFS = {
  person: people,
  competency: competencies,
  training,
} as const;
export type RecordRef = keyof typeof REFS;

/**
 * Which of the ids given for a record's references are not rows of club `orgId` (another
 * club's id is as absent as one that never existed): one statement for all three.
 */
export async function missingRefs(
  db: Executor,
  orgId: number,
  values: RecordValues,
): Promise<RecordRef[]> {
  const asked = (Object.keys(REFS) as RecordRef[]).filter((ref) => typeof values[ref] === 'number');
  if (!asked.length) return [];
  const checks = asked.map((ref) => {
    const table = REFS[ref];
    const row = db
      .select({ one: sql`1` })
      .from(table)
      .where(and(inClub(table, orgId), eq(table.id, values[ref] as number)));
    return sql`exists (${row}) as ${sql.identifier(ref)}`;
  });
  const [found] = rowsOf<Record<RecordRef, boolean>>(
    await db.execute(sql`select ${sql.join(checks, sql`, `)}`),
  );
  return asked.filter((ref) => !found?.[ref]);
}

/**
 * A record's expiry day: `achieved` plus its competency's validity (null when the
 * competency has none, or the record has no competency). Written into the same statement
 * as the record, so it cannot disagree with what was stored.
 */
function expiryOf(orgId: number, achieved: SQL | AnyPgColumn, competencyId: SQL | AnyPgColumn) {
  const validity = sql`(${sql`select ${competencies.validityMonths} from ${competencies} where ${and(
    inClub(competencies, orgId),
    eq(competencies.id, competencyId),
  )}`})`;
  return sql`(${achieved} + make_interval(months => ${validity}))::date`;
}

/** Inserts one record with its expiry (one statement); answers its id. */
export async function insertRecord(
  db: Executor,
  opts: {
    orgId: number;
    by: number;
    values: Required<Pick<RecordValues, 'person' | 'competency' | 'achieved'>> & RecordValues;
  },
): Promise<number> {
  const { orgId, by, values } = opts;
  const [row] = await db
    .insert(records)
    .values({
      organisationId: orgId,
      personId: values.person,
      competencyId: values.competency,
      trainingId: values.training ?? null,
      achieved: values.achieved,
      details: values.details ?? '',
      current: values.current ?? true,
      createdBy: by,
      expires: expiryOf(orgId, sql`${values.achieved}::date`, sql`${values.competency}::integer`),
    })
    .returning({ id: records.id });
  return row.id;
}

/**
 * Changes one record of the club and its expiry, from the new achieved day and competency
 * where they change (SET reads the row as it was), in one statement. False: no such record.
 */
export async function updateRecord(
  db: Executor,
  opts: { orgId: number; id: number; values: RecordValues },
): Promise<boolean> {
  const { orgId, id, values } = opts;
  const achieved = values.achieved === undefined ? records.achieved : sql`${values.achieved}::date`;
  const competency =
    values.competency === undefined ? records.competencyId : sql`${values.competency}::integer`;
  const changed = await db
    .update(records)
    .set({
      ...(values.person !== undefined && { personId: values.person }),
      ...(values.competency !== undefined && { competencyId: values.competency }),
      ...(values.training !== undefined && { trainingId: values.training }),
      ...(values.achieved !== undefined && { achieved: values.achieved }),
      ...(values.details !== undefined && { details: values.details }),
      ...(values.current !== undefined && { current: values.current }),
      expires: expiryOf(orgId, achieved, competency),
    })
    .where(and(inClub(records, orgId), eq(records.id, id)))
    .returning({ id: records.id });
  return changed.length > 0;
}

/**
 * The competencies' validity changed (or may have): their records' expiry follows, in one
 * statement. Records whose expiry stays the same are not written (a renamed competency
 * with thousands of records changes none of them).
 */
export async function followValidity(db: Executor, orgId: number, competencyIds: number[]) {
  if (!competencyIds.length) return;
  const expires = sql`(${records.achieved} + make_interval(months => ${competencies.validityMonths}))::date`;
  await db
    .update(records)
    .set({ expires })
    .from(competencies)
    .where(
      and(
        inClub(records, orgId),
        inClub(competencies, orgId),
        inArray(competencies.id, competencyIds),
        eq(records.competencyId, competencies.id),
        sql`${records.expires} is distinct from ${expires}`,
      ),
    );
}

/**
 * Records of the club by id, as the collection answers them to an admin (every field,
 * `expired` on the club's calendar): the collection's own field definitions, so the two
 * answers cannot drift apart.
 */
export async function recordRows(
  db: Executor,
  opts: { orgId: number; timeZone: string; ids: number[] },
): Promise<RecordRow[]> {
  const fields = Object.fromEntries(
    Object.entries(recordsCollection.fields).map(([name, field]) => [
      name,
      (field.read ?? field.column) as AnyPgColumn,
    ]),
  );
  const rows = await db
    .select(fields)
    .from(records)
    .where(and(inClub(records, opts.orgId), inArray(records.id, opts.ids)))
    .execute(clubZoneValues(opts.timeZone));
  // The fields are the collection's (typed as columns there); their values are the
  // contract's record row, which every test's answer check parses (CHECK_RESPONSES).
  return rows as unknown as RecordRow[];
}
