import { describe, expect, it } from 'vitest';
import { resetPageWording } from '@/features/auth/reset-wording';

describe('the "choose a password" page says what the link is for', () => {
  const email = 'ann@example.org';

  it('a reset of an existing login', () => {
    expect(resetPageWording({ email, purpose: 'reset' }, 'Bay Club').title).toBe('Reset Password');
  });

  it('an invitation: "Choose your password", and that the login is shared', () => {
    const words = resetPageWording({ email, purpose: 'invite', new_login: true }, 'Bay Club');
    expect(words.title).toBe('Choose your password');
    expect(words.description).toContain(
      'Your Crewcall login is the same at every club that uses it',
    );
  });

  it('an invitation to an email that logs in elsewhere joins with that password', () => {
    const words = resetPageWording(
      { email, purpose: 'invite', use_existing_password: true },
      'Bay Club',
    );
    expect(words).toMatchObject({ title: 'Join Bay Club', submit: 'Join' });
  });

  it('a member without a login who asked for a link sets their first password', () => {
    expect(resetPageWording({ email, purpose: 'reset', new_login: true }, 'Bay Club').title).toBe(
      'Set your password',
    );
  });
});
