import { competencies, locations, people, roleGroups, training } from '@/db/schema';
import type { RefTarget } from '../definition';

// The other ends of ref fields, shared by the definitions that point at them. `people`
// is not a collection of this engine yet: its ids are checked, but it cannot be expanded.
export const toRoleGroups: RefTarget = {
  collection: 'rolegroups',
  table: roleGroups,
  label: 'role group',
};
export const toLocations: RefTarget = {
  collection: 'locations',
  table: locations,
  label: 'location',
};
export const toCompetencies: RefTarget = {
  collection: 'competencies',
  table: competencies,
  label: 'competency',
};
export const toTraining: RefTarget = {
  collection: 'training',
  table: training,
  label: 'training course',
};
export const toPeople: RefTarget = { collection: 'people', table: people, label: 'person' };
