// What other modules may import from hours (see modules/README.md, Fences).
export { hoursRoutes } from './hours.routes';
export { listRecordHours } from './hours.service';
// The timing rules and the write that computes hours, for the kiosk's sign-in and sign-out.
export { writeActualTime } from './timing.queries';
export { judgeActualTime, type TimingShift } from './timing.service';
