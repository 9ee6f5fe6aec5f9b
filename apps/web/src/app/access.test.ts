import { describe, expect, it } from 'vitest';
import { decideAccess, paramsAreValid } from '@/app/access';

describe('decideAccess (route guards)', () => {
  it('lets anyone open public pages', () => {
    for (const status of ['anonymous', 'loading', 'error', 'authenticated'] as const) {
      expect(decideAccess({ auth: 'none', status, role: 'user' })).toBe('allow');
    }
  });

  it('sends logged-out people to hello from any and admin pages', () => {
    expect(decideAccess({ auth: 'any', status: 'anonymous' })).toBe('login');
    expect(decideAccess({ auth: 'admin', status: 'anonymous' })).toBe('login');
  });

  it('waits while the person loads, and reports a failed load', () => {
    expect(decideAccess({ auth: 'any', status: 'loading' })).toBe('wait');
    expect(decideAccess({ auth: 'admin', status: 'loading' })).toBe('wait');
    expect(decideAccess({ auth: 'any', status: 'error' })).toBe('error');
  });

  it('lets every logged-in role open any pages', () => {
    for (const role of ['new', 'user', 'admin'] as const) {
      expect(decideAccess({ auth: 'any', status: 'authenticated', role })).toBe('allow');
    }
  });

  it('shows the 403 page to non-admins on admin pages', () => {
    expect(decideAccess({ auth: 'admin', status: 'authenticated', role: 'user' })).toBe(
      'forbidden',
    );
    expect(decideAccess({ auth: 'admin', status: 'authenticated', role: 'new' })).toBe('forbidden');
    expect(decideAccess({ auth: 'admin', status: 'authenticated', role: 'admin' })).toBe('allow');
  });

  it('sends logged-in people away from hello, login and register', () => {
    expect(
      decideAccess({ auth: 'none', guestOnly: true, status: 'authenticated', role: 'user' }),
    ).toBe('home');
    expect(decideAccess({ auth: 'none', guestOnly: true, status: 'loading' })).toBe('wait');
    expect(decideAccess({ auth: 'none', guestOnly: true, status: 'anonymous' })).toBe('allow');
    expect(decideAccess({ auth: 'none', guestOnly: true, status: 'error' })).toBe('allow');
  });
});

describe('paramsAreValid', () => {
  it('accepts routes without params', () => {
    expect(paramsAreValid(undefined, {})).toBe(true);
  });

  it('wants digits for pk params', () => {
    expect(paramsAreValid({ pk: 'pk' }, { pk: '42' })).toBe(true);
    expect(paramsAreValid({ pk: 'pk' }, { pk: '4x2' })).toBe(false);
    expect(paramsAreValid({ pk: 'pk' }, { pk: '-1' })).toBe(false);
    expect(paramsAreValid({ pk: 'pk' }, { pk: '' })).toBe(false);
  });

  it('allows an optional pk to be absent', () => {
    expect(paramsAreValid({ pk: 'pk' }, {})).toBe(true);
  });

  it('wants digits and dashes for date params', () => {
    expect(paramsAreValid({ date: 'date' }, { date: '2024-03-01' })).toBe(true);
    expect(paramsAreValid({ date: 'date' }, { date: 'tomorrow' })).toBe(false);
    expect(paramsAreValid({ date: 'date' }, { date: '2024/03/01' })).toBe(false);
  });

  it('accepts any single-segment token', () => {
    expect(paramsAreValid({ token: 'token' }, { token: 'aB3_-x' })).toBe(true);
  });
});
