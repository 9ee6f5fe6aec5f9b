// What other modules may import from shifts (see modules/README.md, Fences).

export { adminShiftColumns } from './shift-values';
export { shiftsRoutes } from './shifts.routes';
