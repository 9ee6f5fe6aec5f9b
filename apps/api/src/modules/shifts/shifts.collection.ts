import { collectionInputSchemas } from '@crewcall/contract';
import { isNotNull } from 'drizzle-orm';
import { shifts } from '@/db/schema';
import {
  type CollectionDefinition,
  derivedField,
  idField,
  momentField,
  numberField,
  refField,
} from '@/modules/collections-engine';
import { shiftsBefore } from './duty-notices';
import { shiftPersonName } from './shift-values';
import { afterShiftsWritten } from './shift-writes';

/**
 * Shifts: admins read and write all; members read published shifts only, and of the
 * person on one only the id and name. Writes are the engine's (refs checked per club),
 * then the shift rules and role requirements run on the written rows in the same
 * transaction, the people whose duty changed are told and the history is written
 * (shift-writes.ts).
 * `DELETE /api/shifts/{id}/` is answered by shifts.routes.ts (it tells the person).
 */
export const shiftsCollection: CollectionDefinition = {
  name: 'shifts',
  label: 'shift',
  table: shifts,
  fields: {
    id: idField(shifts.id),
    event: refField(shifts.eventId, 'events'),
    person: refField(shifts.personId, 'people'),
    person_name: derivedField('text', shiftPersonName),
    role: refField(shifts.roleId, 'roles'),
    assignment: refField(shifts.assignmentId, 'assignments'),
    location: refField(shifts.locationId, 'locations'),
    start: momentField(shifts.start),
    end: momentField(shifts.end),
    draft: momentField(shifts.draft),
    actual_start: momentField(shifts.actualStart),
    actual_end: momentField(shifts.actualEnd),
    hours: numberField(shifts.hours),
  },
  defaultSort: ['-start'],
  search: ['event', 'person', 'role', 'assignment', 'location'],
  read: 'user',
  userFields: [
    'event',
    'person',
    'person_name',
    'role',
    'assignment',
    'location',
    'start',
    'end',
    'draft',
  ],
  // Unpublished shifts are the admins' work in progress.
  userRows: () => isNotNull(shifts.draft),
  write: {
    create: collectionInputSchemas.shifts,
    delete: true,
    // The shifts as they were, then the rules, requirements, notices and history
    // (shift-writes.ts), all in the write's transaction.
    beforeUpdate: (tx, { orgId, ids }) => shiftsBefore(tx, orgId, ids),
    afterWrite: (tx, { orgId, ids, before, reader, config }) =>
      afterShiftsWritten(tx, { orgId, by: reader.id, links: config }, ids, before),
  },
};
