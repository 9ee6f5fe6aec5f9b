import { EVENTS_ROUTES } from '@/app/events-routes';
import { HOURS_ROUTES } from '@/app/hours-routes';
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
  // Events: the calendar (everyone), the public calendar, the day view, events and series.
  ...EVENTS_ROUTES,
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
  // Hours and availability: Shifts (timesheets), Unavailability, My shifts.
  ...HOURS_ROUTES,
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
