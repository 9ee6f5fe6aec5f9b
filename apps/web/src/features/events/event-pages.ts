/**
 * The events feature's pages, for the app's route tables (app/events-routes.ts, and the
 * public calendar's row in app/public-routes.ts, which is in the first page's bundle).
 * The tables point at this one small module instead of at each page: each page's list of
 * files to preload lives here, so adding pages grows neither table.
 */
export const eventPages = {
  publicCalendar: () => import('@/features/events/pages/public-calendar-page'),
  publicEvent: () => import('@/features/events/pages/public-event-page'),
  day: () => import('@/features/events/pages/day-page'),
  eventList: () => import('@/features/events/pages/event-list-page'),
  eventEdit: () => import('@/features/events/pages/event-edit-page'),
  seriesEvents: () => import('@/features/events/pages/series-events-page'),
  seriesList: () => import('@/features/events/pages/series-list-page'),
};

export type EventPageName = keyof typeof eventPages;
