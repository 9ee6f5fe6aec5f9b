import { apiKeysCollection } from './apikeys/apikeys.collection';
import { createCollectionRegistry } from './collections-engine';
import { equipmentCollection } from './equipment/equipment.collection';
import { eventsCollection } from './events/events.collection';
import { eventTypesCollection } from './events/eventtypes.collection';
import { seriesCollection } from './events/series.collection';
import { locationsCollection } from './locations/locations.collection';
import { messageRecordsCollection } from './messaging/messagerecords.collection';
import { messageTemplatesCollection } from './messaging/messagetemplates.collection';
import { newsCollection } from './news/news.collection';
import { peopleCollection } from './people/people.collection';
import { profileFieldsCollection } from './profile/profilefields.collection';
import { assignmentsCollection } from './roles/assignments.collection';
import { roleGroupsCollection } from './roles/rolegroups.collection';
import { rolesCollection } from './roles/roles.collection';
import { tellShiftsOfDeletedEvent } from './shifts/duty-notices';
import { requestsCollection } from './shifts/requests.collection';
import { shiftsCollection } from './shifts/shifts.collection';
import { competenciesCollection } from './training/competencies.collection';
import { recordsCollection } from './training/records.collection';
import { trainingCollection } from './training/training.collection';

/**
 * Every collection served by `/api/{collection}/`, handed to the engine in
 * tenant-modules.ts. To add one: `modules/<domain>/<name>.collection.ts`, then a line here.
 */
export const collectionRegistry = createCollectionRegistry([
  rolesCollection,
  roleGroupsCollection,
  assignmentsCollection,
  locationsCollection,
  eventTypesCollection,
  seriesCollection,
  // Deleting an event deletes its shifts: their people are told first. Wired here, where
  // both domains meet (shifts imports events; events importing shifts would be a cycle).
  {
    ...eventsCollection,
    write: { ...eventsCollection.write, beforeDelete: tellShiftsOfDeletedEvent },
  },
  shiftsCollection,
  requestsCollection,
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
]);
