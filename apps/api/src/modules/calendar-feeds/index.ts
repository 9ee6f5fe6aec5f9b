// What other modules may import from calendar-feeds (see modules/README.md, Fences).
export { calendarFeedsRoutes } from './calendar-feeds.routes';
export { deleteFeedsOfAccount, deleteFeedsOfPeople } from './feed-revocation.queries';
