import type { AppRoute } from '@/app/route-types';
import { SETUP_ROUTES } from '@/app/setup-routes';

/**
 * The route table of spec section 2, as data. Only screens that exist are listed; each
 * feature adds its own rows (and menu entries) when it lands. Pages load lazily.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    auth: 'any',
    component: () => import('@/app/dashboard/dashboard-page'),
    menu: { group: 'main', label: 'Dashboard', icon: 'gauge', order: 10 },
  },
  // Events: the calendar (everyone), the day view, events and series.
  {
    name: 'events',
    path: '/events/calendar',
    title: 'Calendar',
    auth: 'any',
    component: () => import('@/features/events/pages/calendar-page'),
    menu: { group: 'main', label: 'Calendar', icon: 'calendar', order: 20 },
  },
  {
    name: 'events.public',
    path: '/events/public',
    title: 'Calendar',
    auth: 'none',
    component: () => import('@/features/events/pages/public-calendar-page'),
  },
  {
    name: 'events.day',
    path: '/events/calendar/:date',
    title: 'Day',
    auth: 'any',
    params: { date: 'date' },
    component: () => import('@/features/events/pages/day-page'),
  },
  {
    name: 'event.list',
    path: '/events/list/:pk?',
    title: 'Events',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/event-list-page'),
  },
  {
    name: 'event.add',
    path: '/events/add',
    title: 'Add event',
    auth: 'admin',
    component: () => import('@/features/events/pages/event-edit-page'),
  },
  {
    name: 'event',
    path: '/events/:pk',
    title: 'Event',
    auth: 'any',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/event-page'),
  },
  {
    name: 'event.edit',
    path: '/events/:pk/edit',
    title: 'Edit event',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/event-edit-page'),
  },
  {
    name: 'event.shifts',
    path: '/events/:pk/shifts',
    title: 'Shifts',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/event-shifts-page'),
  },
  {
    name: 'series',
    path: '/series/:pk',
    title: 'Series',
    auth: 'any',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/series-page'),
  },
  {
    name: 'series.events',
    path: '/series/events/:pk',
    title: 'Series events',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/series-events-page'),
  },
  {
    name: 'series.list',
    path: '/series/list/:pk?',
    title: 'Series',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/events/pages/series-list-page'),
    menu: { group: 'events', label: 'Series', icon: 'stack', order: 10 },
  },
  // Setup screens (admin, in the Events and People groups): Event Types, Assignments,
  // Locations, Profile Fields, Roles, Training, Competencies.
  ...SETUP_ROUTES,
  // People group (admin).
  {
    name: 'people',
    path: '/people/:pk?',
    title: 'People',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/people/pages/people-page'),
    menu: { group: 'people', label: 'People', icon: 'users', order: 10 },
  },
  {
    name: 'people.list',
    path: '/people/list',
    title: 'People',
    auth: 'admin',
    component: () => import('@/features/people/pages/people-page'),
  },
  {
    name: 'people.import',
    path: '/people/import',
    title: 'Import members',
    auth: 'admin',
    component: () => import('@/features/people/pages/import-route'),
  },
  // Site group (admin).
  {
    name: 'organisation',
    path: '/organisation',
    title: 'Organisation',
    auth: 'admin',
    component: () => import('@/features/site/pages/organisation-page'),
    menu: { group: 'site', label: 'Organisation', icon: 'building', order: 10 },
  },
  {
    name: 'hello',
    path: '/hello',
    title: 'Hello',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'login',
    path: '/login',
    title: 'Login',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'register',
    path: '/register',
    title: 'Register',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'register.complete',
    path: '/register/complete',
    title: 'Registration Complete',
    auth: 'none',
    component: () => import('@/features/auth/pages/register-complete-page'),
  },
  {
    name: 'password.reset.requested',
    path: '/password/reset/',
    title: 'Password Reset',
    auth: 'none',
    component: () => import('@/features/auth/pages/reset-requested-page'),
  },
  {
    name: 'password.reset',
    path: '/password/reset/:token',
    title: 'Reset Password',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/auth/pages/reset-password-page'),
  },
  {
    name: 'forgot.reset',
    path: '/forgot/reset/:token',
    title: 'Reset Password',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/auth/pages/reset-password-page'),
  },
  {
    name: 'terms',
    path: '/privacy',
    title: 'Privacy and Terms',
    auth: 'none',
    component: () => import('@/features/legal/pages/privacy-page'),
  },
  {
    name: '403',
    path: '/403',
    title: 'Not Authorized',
    auth: 'none',
    component: () => import('@/shell/error-pages/forbidden-page'),
  },
  {
    name: '404',
    path: '/404',
    title: 'Page not found',
    auth: 'none',
    component: () => import('@/shell/error-pages/not-found-page'),
  },
  {
    name: '429',
    path: '/429',
    title: 'Request Throttled',
    auth: 'none',
    component: () => import('@/shell/error-pages/throttled-page'),
  },
  {
    name: '500',
    path: '/500',
    title: 'Server Error',
    auth: 'none',
    component: () => import('@/shell/error-pages/server-error-page'),
  },
];

/** Where `/` goes. */
export const HOME_PATH = '/dashboard';

export function findRoute(
  name: string,
  routes: readonly AppRoute[] = ROUTES,
): AppRoute | undefined {
  return routes.find((route) => route.name === name);
}

/** The link to a named route, params filled in; undefined when the route does not exist yet. */
export function routeHref(
  name: string,
  params: Record<string, string | number> = {},
  routes: readonly AppRoute[] = ROUTES,
): string | undefined {
  const route = findRoute(name, routes);
  if (!route) return undefined;
  return route.path
    .replace(/:(\w+)\?/g, (_, key: string) =>
      params[key] === undefined ? '' : String(params[key]),
    )
    .replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? ''))
    .replace(/\/+$/, '')
    .replace(/^$/, '/');
}
