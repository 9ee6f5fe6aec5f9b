// What other modules may import from shifts (see modules/README.md, Fences).

export { adminShiftColumns } from './shift-values';
export { recordShiftChanges, type ShiftChangeRow } from './shift-history';
export { shiftsRoutes } from './shifts.routes';
