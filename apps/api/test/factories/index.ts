// Test data, one file per domain, all under `@test/factories`. A new domain adds
// `factories/<domain>.ts` (rows inserted through the test's own db handle) and a line here.

export {
  createEvent,
  createEventType,
  createLocation,
  createSeries,
  createShift,
} from './events';
export { createAvailability, createTimedShift } from './hours';
export { createOrg, type TestOrg } from './organisations';
export { createPerson, DEFAULT_PASSWORD } from './people';
export { createAssignment, createRequest, createRole, createShifts } from './shifts';
export { createCompetency, createRecord, requireCompetency } from './training';
