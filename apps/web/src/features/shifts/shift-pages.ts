/**
 * The shifts feature's pages, for the app's route table (like the events feature's
 * event-pages.ts): each page's preload list lives here, not in the first page.
 */
export const shiftPages = {
  planner: () => import('@/features/shifts/pages/shift-planner-page'),
  list: () => import('@/features/shifts/pages/shift-list-page'),
};
