// What other modules may import from training (see modules/README.md, Fences).

export { recordsRoutes } from './records.routes';
