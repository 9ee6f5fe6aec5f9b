import { eq, sql } from 'drizzle-orm';
import { records } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  clubToday,
  dateField,
  derivedField,
  idField,
  refField,
  textField,
} from '@/modules/collections-engine';

/**
 * Whether a record has run out: its expiry day is today or earlier on the club's calendar
 * (records without a validity never expire).
 */
const expired = derivedField('boolean', sql`coalesce(${records.expires} <= ${clubToday()}, false)`);

/**
 * People's achievements, read through the engine. Users read only their own, and never
 * `details` (spec: "only visible to managers"), which they can therefore not search or
 * filter on either. Admins add and change records through `POST /api/records/add` and
 * `PUT /api/records/{id}` (records.routes.ts: one record, errors by field, the expiry
 * computed in the same statement); deleting one is the engine's plain DELETE.
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
    expired,
  },
  // Spec section 9: records are listed by achieved, newest first.
  defaultSort: ['-achieved'],
  // By what was achieved (names of small tables, through the indexes). Free-text details
  // are left to the `details` filter: an ILIKE over every record on each keystroke of the
  // search box is what made this list slow (bench/).
  search: ['competency', 'training'],
  read: 'user',
  userFields: [
    'id',
    'person',
    'competency',
    'training',
    'achieved',
    'current',
    'expires',
    'expired',
  ],
  userRows: (reader) => eq(records.personId, reader.id),
  write: { delete: true },
};
