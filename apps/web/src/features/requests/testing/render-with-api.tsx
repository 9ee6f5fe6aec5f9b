/** Moved to src/test/ for every feature's component tests; kept here for the requests tests. */
export { type ApiRoutes, renderWithApi } from '@/test/render-with-api';
