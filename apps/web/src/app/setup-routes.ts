import { createElement } from 'react';
import type { AppRoute, MenuEntry } from '@/app/route-types';
import type { SetupScreen } from '@/features/setup/setup-screen';

interface SetupRouteEntry {
  /** Route name of the spec, e.g. `event.types`. */
  name: string;
  /** The list's path without the optional pk, e.g. `/events/types`. */
  path: string;
  title: string;
  menu: MenuEntry;
  /** The screen's declaration, loaded with the page. */
  screen: () => Promise<SetupScreen>;
}

/**
 * The club setup screens (admin): one generic page, each route handing it its screen's
 * declaration. A new setup screen is one entry here and one file in features/setup/screens.
 */
const SETUP_ROUTE_ENTRIES: readonly SetupRouteEntry[] = [
  {
    name: 'event.types',
    path: '/events/types',
    title: 'Event Types',
    menu: { group: 'events', label: 'Event Types', icon: 'category', order: 20 },
    screen: () => import('@/features/setup/screens/event-types').then((m) => m.eventTypesScreen),
  },
  {
    name: 'assignments',
    path: '/assignments',
    title: 'Assignments',
    menu: { group: 'events', label: 'Assignments', icon: 'clipboard', order: 30 },
    screen: () => import('@/features/setup/screens/assignments').then((m) => m.assignmentsScreen),
  },
  {
    name: 'locations',
    path: '/locations',
    title: 'Locations',
    menu: { group: 'events', label: 'Locations', icon: 'map-pin', order: 40 },
    screen: () => import('@/features/setup/screens/locations').then((m) => m.locationsScreen),
  },
  {
    name: 'profilefields',
    path: '/profilefields',
    title: 'Profile Fields',
    menu: { group: 'people', label: 'Profile Fields', icon: 'forms', order: 30 },
    screen: () =>
      import('@/features/setup/screens/profile-fields').then((m) => m.profileFieldsScreen),
  },
  {
    name: 'roles',
    path: '/roles',
    title: 'Roles',
    menu: { group: 'people', label: 'Roles', icon: 'user-star', order: 40 },
    screen: () => import('@/features/setup/screens/roles').then((m) => m.rolesScreen),
  },
  {
    name: 'training',
    path: '/training',
    title: 'Training',
    menu: { group: 'people', label: 'Training', icon: 'school', order: 50 },
    screen: () => import('@/features/setup/screens/training').then((m) => m.trainingScreen),
  },
  {
    name: 'competencies',
    path: '/competencies',
    title: 'Competencies',
    menu: { group: 'people', label: 'Competencies', icon: 'certificate', order: 60 },
    screen: () => import('@/features/setup/screens/competencies').then((m) => m.competenciesScreen),
  },
  {
    name: 'news',
    path: '/news',
    title: 'News',
    menu: { group: 'communication', label: 'News', icon: 'news', order: 10 },
    screen: () => import('@/features/setup/screens/news').then((m) => m.newsScreen),
  },
];

/** Every setup screen's route: `/<path>/:pk?` (pk opens a row's form), admins only. */
export const SETUP_ROUTES: readonly AppRoute[] = SETUP_ROUTE_ENTRIES.map((entry) => ({
  name: entry.name,
  path: `${entry.path}/:pk?`,
  title: entry.title,
  auth: 'admin',
  params: { pk: 'pk' },
  menu: entry.menu,
  component: async () => {
    const [{ SetupPage }, screen] = await Promise.all([
      import('@/features/setup/components/setup-page'),
      entry.screen(),
    ]);
    return { default: () => createElement(SetupPage, { screen }) };
  },
}));
