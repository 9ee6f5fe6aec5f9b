import { collectionInputSchemas } from '@crewcall/contract';
import { competencies, records, training } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  numberField,
  textField,
} from '@/modules/collections-engine';
import { followValidity } from './records.queries';

/** What a person can be qualified in. People see them on their own records. */
export const competenciesCollection: CollectionDefinition = {
  name: 'competencies',
  label: 'competency',
  table: competencies,
  fields: {
    id: idField(competencies.id),
    name: textField(competencies.name),
    description: textField(competencies.description),
    validity_months: numberField(competencies.validityMonths),
  },
  defaultSort: ['name'],
  search: ['name', 'description'],
  read: 'user',
  reverseExpand: { training: 'competency' },
  write: {
    create: collectionInputSchemas.competencies,
    uniqueName: 'name',
    delete: true,
    // Records are people's history: a competency that has any stays.
    inUseBy: [
      { table: records, column: records.competencyId },
      { table: training, column: training.competencyId },
    ],
    // A new validity moves the expiry of the competency's records (one statement; a new
    // competency has none yet).
    afterWrite: (tx, { orgId, ids }) => followValidity(tx, orgId, ids),
  },
};
