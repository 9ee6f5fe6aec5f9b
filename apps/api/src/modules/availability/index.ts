// What other modules may import from availability (see modules/README.md, Fences).
export { availabilityRoutes } from './availability.routes';
