import type { CollectionDefinition } from './definition';
import { apiKeysCollection } from './definitions/apikeys';
import { assignmentsCollection } from './definitions/assignments';
import { competenciesCollection } from './definitions/competencies';
import { equipmentCollection } from './definitions/equipment';
import { eventTypesCollection } from './definitions/eventtypes';
import { locationsCollection } from './definitions/locations';
import { messageRecordsCollection } from './definitions/messagerecords';
import { messageTemplatesCollection } from './definitions/messagetemplates';
import { newsCollection } from './definitions/news';
import { peopleCollection } from './definitions/people';
import { profileFieldsCollection } from './definitions/profilefields';
import { recordsCollection } from './definitions/records';
import { roleGroupsCollection } from './definitions/rolegroups';
import { rolesCollection } from './definitions/roles';
import { trainingCollection } from './definitions/training';

/** Every collection served by `/api/{collection}/`. To add one: a definition file, then a line here. */
const definitions: CollectionDefinition[] = [
  rolesCollection,
  roleGroupsCollection,
  assignmentsCollection,
  locationsCollection,
  eventTypesCollection,
  profileFieldsCollection,
  competenciesCollection,
  trainingCollection,
  equipmentCollection,
  newsCollection,
  recordsCollection,
  messageTemplatesCollection,
  messageRecordsCollection,
  apiKeysCollection,
  peopleCollection,
];

export const collections: ReadonlyMap<string, CollectionDefinition> = new Map(
  definitions.map((d) => [d.name, d]),
);

export const findCollection = (name: string) => collections.get(name);
