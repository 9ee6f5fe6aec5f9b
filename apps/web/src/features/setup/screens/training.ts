import {
  longTextColumn,
  nameColumn,
  relatedColumn,
  textFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

export const trainingScreen = defineSetupScreen({
  collection: 'training',
  path: '/training',
  title: 'Training',
  singular: 'training course',
  intro: 'Courses the club runs or recognises, usually leading to a competency.',
  nameField: 'name',
  expand: 'competencies',
  columns: [
    nameColumn(),
    relatedColumn('competency', 'Competency', 'competencies'),
    longTextColumn('description', 'Description'),
  ],
  filters: [textFilter('name', 'Name'), textFilter('description', 'Description')],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'ref',
      name: 'competency',
      label: 'Competency',
      model: 'competencies',
      allowCreate: true,
      description: 'The competency this course leads to, if any. Type a new name to create one.',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  deleteWarning: 'A course with records cannot be deleted.',
});
