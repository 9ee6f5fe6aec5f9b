import { collectionInputSchemas } from '@crewcall/contract';
import { records, training } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  refField,
  textField,
} from '@/modules/collections-engine';

/** Courses, usually leading to a competency. */
export const trainingCollection: CollectionDefinition = {
  name: 'training',
  label: 'training course',
  table: training,
  fields: {
    id: idField(training.id),
    name: textField(training.name),
    description: textField(training.description),
    competency: refField(training.competencyId, 'competencies'),
  },
  defaultSort: ['name'],
  search: ['name', 'description', 'competency'],
  read: 'user',
  write: {
    create: collectionInputSchemas.training,
    uniqueName: 'name',
    delete: true,
    inUseBy: [{ table: records, column: records.trainingId }],
  },
};
