// What other modules may import from hours (see modules/README.md, Fences).
export { hoursRoutes } from './hours.routes';
export { listRecordHours } from './hours.service';
