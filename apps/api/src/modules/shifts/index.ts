// What other modules may import from shifts (see modules/README.md, Fences).

export { recordShiftChanges, type ShiftChangeRow } from './shift-history';
export { adminShiftColumns } from './shift-values';
export { shiftsRoutes } from './shifts.routes';
export { dutyConfirmationRoutes } from './duty-confirmation.routes';
