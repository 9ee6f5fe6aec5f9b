// What other modules may import from events (see modules/README.md, Fences).
export { AnswerCache, type StoredAnswer, sendAnswer } from './calendar-cache';
export { effectiveEventColor, unfilledShiftCount } from './event-values';
export { eventsRoutes } from './events.routes';
