// What other modules may import from allocation (see modules/README.md, Fences).

export { allocationRoutes } from './allocation.routes';
