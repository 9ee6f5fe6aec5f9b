// What other modules may import from shifts (see modules/README.md, Fences).

export { fixedLimit, notEndedEvents } from './dashboard.queries';
export { getShiftDashboard } from './dashboard.service';
export {
  type ClubClock,
  epochMicros,
  keptCard,
  keptEndingCard,
  readClubClock,
} from './dashboard-cache';
export { adminShiftColumns } from './shift-values';
export { shiftsRoutes } from './shifts.routes';
