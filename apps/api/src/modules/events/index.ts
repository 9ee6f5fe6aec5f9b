// What other modules may import from events (see modules/README.md, Fences).
export {
  effectiveEventColor,
  publishedUnfilledShiftCount,
  unfilledShiftCount,
  unfilledShiftCountFor,
} from './event-values';
export { eventsRoutes } from './events.routes';
export { notEndedEvents } from './not-ended-events.queries';
