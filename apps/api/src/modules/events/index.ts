// What other modules may import from events (see modules/README.md, Fences).
export { effectiveEventColor, unfilledShiftCount } from './event-values';
export { eventsRoutes } from './events.routes';
