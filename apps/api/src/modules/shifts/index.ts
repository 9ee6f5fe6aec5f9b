// What other modules may import from shifts (see modules/README.md, Fences).
export { shiftsRoutes } from './shifts.routes';
export { getShiftDashboard } from './dashboard.service';
