import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@/app/public-routes';
import { findRoute, ROUTES, routeHref } from '@/app/routes';

describe('the route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives every route a title and an auth level', () => {
    for (const route of ROUTES) {
      expect(route.title, route.name).toBeTruthy();
      expect(['any', 'admin', 'none']).toContain(route.auth);
    }
  });

  it('declares how every path param must look', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(route.params ?? {}).sort(), route.path).toEqual(names.sort());
    }
  });

  it('has the screens of the shell and accounts', () => {
    expect(findRoute('dashboard')).toMatchObject({ path: '/dashboard', auth: 'any' });
    for (const name of [
      'hello',
      'login',
      'register',
      'register.complete',
      'terms',
      '403',
      '404',
      '429',
      '500',
    ]) {
      expect(findRoute(name)?.auth, name).toBe('none');
    }
    expect(findRoute('password.reset')?.path).toBe('/password/reset/:token');
    expect(findRoute('forgot.reset')?.path).toBe('/forgot/reset/:token');
  });

  it('has the admin setup screens with an optional pk, in their menu groups', () => {
    const menu = (name: string) => findRoute(name)?.menu?.group;
    for (const [name, path, group] of [
      ['event.types', '/events/types/:pk?', 'events'],
      ['assignments', '/assignments/:pk?', 'events'],
      ['locations', '/locations/:pk?', 'events'],
      ['people', '/people/:pk?', 'people'],
      ['profilefields', '/profilefields/:pk?', 'people'],
      ['roles', '/roles/:pk?', 'people'],
      ['training', '/training/:pk?', 'people'],
      ['competencies', '/competencies/:pk?', 'people'],
    ] as const) {
      expect(findRoute(name), name).toMatchObject({ path, auth: 'admin', params: { pk: 'pk' } });
      expect(menu(name), name).toBe(group);
    }
    expect(findRoute('people.list')).toMatchObject({ path: '/people/list', auth: 'admin' });
    expect(findRoute('people.list')?.menu).toBeUndefined();
    expect(findRoute('organisation')).toMatchObject({ path: '/organisation', auth: 'admin' });
    expect(findRoute('organisation')?.menu?.group).toBe('site');
    expect(findRoute('kiosks')).toMatchObject({ path: '/kiosks/:pk?', auth: 'admin' });
    expect(findRoute('kiosks')?.menu?.group).toBe('site');
  });

  it('has the kiosk screen: public, framed, in the first page', () => {
    expect(findRoute('kiosk')).toMatchObject({ path: '/kiosk/', auth: 'none', framed: true });
    expect(findRoute('kiosk', PUBLIC_ROUTES)).toBeDefined();
  });

  it('keeps every public row in the first page, and only those', () => {
    // The first page has only PUBLIC_ROUTES: a public page elsewhere would make a logged-out
    // visitor download the whole table first.
    const publicRows = ROUTES.filter((route) => route.auth === 'none');
    expect(publicRows.map((r) => r.name).sort()).toEqual(PUBLIC_ROUTES.map((r) => r.name).sort());
    for (const route of PUBLIC_ROUTES) expect(ROUTES, route.name).toContain(route);
    expect(findRoute('events.public', PUBLIC_ROUTES)).toMatchObject({ path: '/events/public' });
    expect(findRoute('dashboard', PUBLIC_ROUTES)).toBeUndefined();
  });

  it('keeps pages out of the route table module (lazy chunks)', () => {
    for (const route of ROUTES) expect(typeof route.component, route.name).toBe('function');
  });

  it('builds links by route name', () => {
    expect(routeHref('dashboard')).toBe('/dashboard');
    expect(routeHref('password.reset', { token: 'abc' })).toBe('/password/reset/abc');
    expect(routeHref('profile.settings')).toBe('/profile/settings');
    expect(routeHref('kiosks')).toBe('/kiosks');
    expect(routeHref('kiosks', { pk: 3 })).toBe('/kiosks/3');
    expect(routeHref('roles')).toBe('/roles');
    expect(routeHref('roles', { pk: 4 })).toBe('/roles/4');
    expect(routeHref('event.types', { pk: 2 })).toBe('/events/types/2');
  });
});
