import { collectionInputSchemas } from '@crewcall/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { competencies, records } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import {
  booleanField,
  type CollectionDefinition,
  dateField,
  idField,
  refField,
  textField,
} from '@/modules/collections-engine';

/**
 * People's achievements. Users read only their own, and never `details` (spec: "only
 * visible to managers"), which they can therefore not search or filter on either.
 */
export const recordsCollection: CollectionDefinition = {
  name: 'records',
  label: 'record',
  table: records,
  fields: {
    id: idField(records.id),
    person: refField(records.personId, 'people'),
    competency: refField(records.competencyId, 'competencies'),
    training: refField(records.trainingId, 'training'),
    achieved: dateField(records.achieved),
    details: textField(records.details),
    current: booleanField(records.current),
    expires: dateField(records.expires),
  },
  // Spec section 9: records are listed by achieved, newest first.
  defaultSort: ['-achieved'],
  // By what was achieved (names of small tables, through the indexes). Free-text details
  // are left to the `details` filter: an ILIKE over every record on each keystroke of the
  // search box is what made this list slow (bench/).
  search: ['competency', 'training'],
  read: 'user',
  userFields: ['id', 'person', 'competency', 'training', 'achieved', 'current', 'expires'],
  userRows: (reader) => eq(records.personId, reader.id),
  write: {
    create: collectionInputSchemas.records,
    delete: true,
    onCreate: (reader) => ({ createdBy: reader.id }),
    afterWrite: (tx, { orgId, ids }) => updateExpiry(tx, orgId, ids),
  },
};

/** expires = achieved + the competency's validity (null when it has none), in one statement. */
function updateExpiry(tx: Executor, orgId: number, ids: number[]) {
  const validity = tx
    .select({ months: competencies.validityMonths })
    .from(competencies)
    .where(and(eq(competencies.id, records.competencyId), inClub(competencies, orgId)));
  return tx
    .update(records)
    .set({ expires: sql`(${records.achieved} + make_interval(months => (${validity})))::date` })
    .where(and(inClub(records, orgId), inArray(records.id, ids)));
}
