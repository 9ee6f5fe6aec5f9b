import { EVENTS_ROUTES } from '@/app/events-routes';
import { HOURS_ROUTES } from '@/app/hours-routes';
import { MESSAGING_ROUTES } from '@/app/messaging-routes';
import { PERSON_ROUTES } from '@/app/people-routes';
import { PROFILE_ROUTES } from '@/app/profile-routes';
import { PUBLIC_ROUTES } from '@/app/public-routes';
import { findRouteIn, routeHrefIn } from '@/app/route-href';
import type { AppRoute } from '@/app/route-types';
import { SETUP_ROUTES } from '@/app/setup-routes';

/**
 * The route table of spec section 2, as data. Only screens that exist are listed; each
 * feature adds its own rows (and menu entries) when it lands. Pages load lazily, and so
 * does this table: the first page holds only the public rows (app/public-routes.ts), the
 * router loads this module once someone is logged in or a path is not public (see
 * app/route-table.ts). Never import it from the first page's modules (print-bundle-size
 * fails the build if it lands there); lazy pages may. The shell gets its menu and links
 * from the loaded table through app/router.tsx (ShellAppContext), never from here.
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
  // Duty offers (issue 25): offer up, take, swap, wait for full shifts.
  {
    name: 'offers',
    path: '/offers',
    title: 'Duty offers',
    auth: 'any',
    component: () => import('@/features/offers/pages/offers-page'),
    menu: { group: 'main', label: 'Duty offers', icon: 'calendar-user', order: 15 },
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
  // A person's tabs (admin): Information, Shifts, Records, Emails.
  ...PERSON_ROUTES,
  // Hours and availability: Shifts (timesheets), Unavailability.
  ...HOURS_ROUTES,
  // The member's own profile: Information, Shifts, Records, Settings.
  ...PROFILE_ROUTES,
  // Communication group (admin): Messaging.
  ...MESSAGING_ROUTES,
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
    name: 'kiosks',
    path: '/kiosks/:pk?',
    title: 'Kiosks',
    auth: 'admin',
    params: { pk: 'pk' },
    component: () => import('@/features/kiosks/pages/kiosks-page'),
    menu: { group: 'site', label: 'Kiosks', icon: 'device-tablet', order: 20 },
  },
  // The allocation round (issue 26): admins run it (People group), members mark duties.
  {
    name: 'allocation',
    path: '/allocation',
    title: 'Allocation round',
    auth: 'admin',
    component: () => import('@/features/allocation/pages/allocation-page'),
    menu: { group: 'people', label: 'Allocation round', icon: 'clipboard', order: 80 },
  },
  {
    name: 'allocation.mine',
    path: '/allocation/mine',
    title: 'Duty preferences',
    auth: 'any',
    component: () => import('@/features/allocation/pages/my-round-page'),
    menu: { group: 'main', label: 'Duty preferences', icon: 'clipboard', order: 30 },
  },
  // The pages a logged-out visitor can open, in the first page's bundle.
  ...PUBLIC_ROUTES,
];

export function findRoute(
  name: string,
  routes: readonly AppRoute[] = ROUTES,
): AppRoute | undefined {
  return findRouteIn(routes, name);
}

/** The link to a named route, params filled in; undefined when the route does not exist yet. */
export function routeHref(
  name: string,
  params: Record<string, string | number> = {},
  routes: readonly AppRoute[] = ROUTES,
): string | undefined {
  return routeHrefIn(routes, name, params);
}
