import { collectionInputSchemas } from '@crewcall/contract';
import { assignments, requests, shifts } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  numberField,
  textField,
} from '@/modules/collections-engine';

/** The crew or boat a shift belongs to within an event. Ordered by the admin. */
export const assignmentsCollection: CollectionDefinition = {
  name: 'assignments',
  label: 'assignment',
  table: assignments,
  fields: {
    id: idField(assignments.id),
    name: textField(assignments.name),
    order: numberField(assignments.order),
    description: textField(assignments.description),
  },
  defaultSort: ['order', 'name'],
  search: ['name', 'description'],
  read: 'user',
  write: {
    create: collectionInputSchemas.assignments,
    uniqueName: 'name',
    delete: true,
    inUseBy: [
      { table: shifts, column: shifts.assignmentId },
      { table: requests, column: requests.assignmentId },
    ],
  },
};
