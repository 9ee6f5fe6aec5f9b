import type { AppRoute } from '@/app/route-types';

/**
 * The member's own profile (spec section 2, Profile): four tabs, each its own address,
 * reached from Account and Settings in the user menu and from the Profile menu group.
 */
export const PROFILE_ROUTES: readonly AppRoute[] = [
  {
    name: 'profile.info',
    path: '/profile/info',
    title: 'Profile',
    auth: 'any',
    component: () => import('@/app/profile/info-page'),
    menu: { group: 'profile', label: 'Profile', icon: 'user', order: 10 },
  },
  {
    name: 'profile.shifts',
    path: '/profile/shifts',
    title: 'My shifts',
    auth: 'any',
    component: () => import('@/app/profile/shifts-page'),
    menu: { group: 'profile', label: 'My shifts', icon: 'clock', order: 20 },
  },
  {
    name: 'profile.records',
    path: '/profile/records',
    title: 'My records',
    auth: 'any',
    component: () => import('@/app/profile/records-page'),
  },
  {
    name: 'profile.settings',
    path: '/profile/settings',
    title: 'Settings',
    auth: 'any',
    component: () => import('@/app/profile/settings-page'),
  },
];
