import { describe, expect, it } from 'vitest';
import { buildMenu } from '@/app/menu';
import type { AppRoute } from '@/app/route-types';

const page = () => Promise.resolve({ default: () => null });
const routes: AppRoute[] = [
  {
    name: 'events',
    path: '/events/calendar',
    title: 'Calendar',
    auth: 'any',
    component: page,
    menu: { group: 'main', label: 'Calendar', icon: 'calendar', order: 20 },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    auth: 'any',
    component: page,
    menu: { group: 'main', label: 'Dashboard', icon: 'gauge', order: 10 },
  },
  {
    name: 'people',
    path: '/people/:pk?',
    title: 'People',
    auth: 'admin',
    component: page,
    menu: { group: 'people', label: 'People', icon: 'users', order: 10 },
  },
  { name: 'hello', path: '/hello', title: 'Hello', auth: 'none', component: page },
];

describe('buildMenu', () => {
  it('gives admins the admin groups', () => {
    const menu = buildMenu(routes, 'admin');
    expect(menu.map((g) => g.id)).toEqual(['main', 'people']);
    expect(menu[1]).toMatchObject({ label: 'People', adminOnly: true });
    expect(menu[1].links[0]).toMatchObject({ label: 'People', to: '/people' });
  });

  it('gives users only the groups everyone sees', () => {
    const menu = buildMenu(routes, 'user');
    expect(menu.map((g) => g.id)).toEqual(['main']);
    expect(menu.every((g) => !g.adminOnly)).toBe(true);
  });

  it('orders links inside a group', () => {
    expect(buildMenu(routes, 'user')[0].links.map((l) => l.label)).toEqual([
      'Dashboard',
      'Calendar',
    ]);
  });

  it('leaves out groups without links and routes without menu entries', () => {
    const menu = buildMenu(routes, 'admin');
    expect(menu.find((g) => g.id === 'site')).toBeUndefined();
    expect(menu.flatMap((g) => g.links).some((l) => l.name === 'hello')).toBe(false);
  });
});

describe('buildMenu and feature flags', () => {
  const withTimesheets: AppRoute[] = [
    ...routes,
    {
      name: 'timesheets',
      path: '/timesheets',
      title: 'Shifts',
      auth: 'admin',
      component: page,
      feature: 'feature_timesheets',
      menu: { group: 'people', label: 'Shifts', icon: 'clock', order: 70 },
    },
  ];
  const labels = (menu: ReturnType<typeof buildMenu>) =>
    menu.flatMap((g) => g.links).map((l) => l.label);

  it('hides a feature route while the club has the feature off', () => {
    expect(labels(buildMenu(withTimesheets, 'admin'))).not.toContain('Shifts');
    expect(labels(buildMenu(withTimesheets, 'admin', { feature_timesheets: false }))).not.toContain(
      'Shifts',
    );
  });

  it('shows it once the feature is on', () => {
    expect(labels(buildMenu(withTimesheets, 'admin', { feature_timesheets: true }))).toContain(
      'Shifts',
    );
  });
});
