import type { AppRoute } from '@/app/route-types';

/**
 * Hours and availability (issue 13): the admin's shift timesheets (both /timesheets and
 * /shifts, titled Shifts, only while the club has timesheets on), the availability
 * overview by month and by day. The member's own shifts are the profile's Shifts tab
 * (app/profile-routes.ts).
 */
export const HOURS_ROUTES: readonly AppRoute[] = [
  {
    name: 'timesheets',
    path: '/timesheets',
    title: 'Shifts',
    auth: 'admin',
    feature: 'feature_timesheets',
    component: () => import('@/features/hours/pages/timesheets-page'),
  },
  {
    name: 'shifts',
    path: '/shifts',
    title: 'Shifts',
    auth: 'admin',
    feature: 'feature_timesheets',
    component: () => import('@/features/hours/pages/timesheets-page'),
    menu: { group: 'people', label: 'Shifts', icon: 'clock', order: 70 },
  },
  {
    name: 'unavailability',
    path: '/unavailability',
    title: 'Unavailability',
    auth: 'admin',
    component: () => import('@/features/availability/pages/availability-month-page'),
    menu: { group: 'people', label: 'Unavailability', icon: 'calendar-user', order: 15 },
  },
  {
    name: 'unavailability.day',
    path: '/unavailability/:date',
    title: 'Availability',
    auth: 'any',
    params: { date: 'date' },
    component: () => import('@/features/availability/pages/availability-day-page'),
  },
];
