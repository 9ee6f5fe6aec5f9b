// What other modules may import from events (see modules/README.md, Fences).
export { AnswerCache, type StoredAnswer, sendAnswer } from './calendar-cache';
export {
  effectiveEventColor,
  publishedUnfilledShiftCount,
  unfilledShiftCount,
  unfilledShiftCountFor,
} from './event-values';
export { eventsRoutes } from './events.routes';
