import { describe, expect, it } from 'vitest';
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

  it('puts only the dashboard in the menu for now', () => {
    expect(ROUTES.filter((r) => r.menu).map((r) => r.name)).toEqual(['dashboard']);
  });

  it('builds links by route name', () => {
    expect(routeHref('dashboard')).toBe('/dashboard');
    expect(routeHref('password.reset', { token: 'abc' })).toBe('/password/reset/abc');
    expect(routeHref('profile.settings')).toBeUndefined();
  });
});
