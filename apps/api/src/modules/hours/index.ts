// What other modules may import from hours (see modules/README.md, Fences).
export { hoursRoutes } from './hours.routes';
export { listRecordHours } from './hours.service';
export {
  checkedTimeZone,
  clubTimeZone,
  dateIn,
  dateOf,
  dayAfter,
  dayStart,
  iso,
  isoOrNull,
} from './time-zone';
