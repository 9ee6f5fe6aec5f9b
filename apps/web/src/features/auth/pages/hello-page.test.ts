import { describe, expect, it } from 'vitest';
import { stepFor } from '@/features/auth/pages/hello-page';

describe('hello screen steps', () => {
  it('asks for the email first', () => {
    expect(stepFor('/hello', null)).toEqual({ kind: 'email' });
    expect(stepFor('/login', null)).toEqual({ kind: 'email' });
    expect(stepFor('/register', null)).toEqual({ kind: 'email' });
  });

  it('asks for the password when the check said login-required', () => {
    expect(stepFor('/login', { email: 'a@b.org' })).toEqual({ kind: 'login', email: 'a@b.org' });
  });

  it('offers a set-password link to a person the club has without a login', () => {
    expect(
      stepFor('/register', { email: 'a@b.org', status: 'account-required', next: 'set-password' }),
    ).toEqual({ kind: 'set-password', email: 'a@b.org' });
    expect(stepFor('/hello', { email: 'a@b.org', next: 'set-password' })).toEqual({
      kind: 'email',
    });
  });

  it('registers in the state the server returned', () => {
    expect(stepFor('/register', { email: 'a@b.org', status: 'details-required' })).toEqual({
      kind: 'register',
      email: 'a@b.org',
      state: 'details-required',
    });
    expect(stepFor('/register', { email: 'a@b.org', status: 'account-required' })).toMatchObject({
      state: 'account-required',
    });
    expect(stepFor('/register', { email: 'a@b.org', status: 'login-required' })).toEqual({
      kind: 'email',
    });
  });
});
