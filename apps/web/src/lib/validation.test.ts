import { describe, expect, it } from 'vitest';
import {
  PASSWORD_TOO_SHORT,
  required,
  validateEmail,
  validateNewPassword,
  validateRepeat,
} from '@/lib/validation';

describe('form validation (spec section 5)', () => {
  it('requires an email that looks like name@domain', () => {
    expect(validateEmail('')).toBe('Required.');
    expect(validateEmail('   ')).toBe('Required.');
    expect(validateEmail('sailor')).toBe('Invalid email.');
    expect(validateEmail('sailor@')).toBe('Invalid email.');
    expect(validateEmail('sailor@club.org')).toBeNull();
    expect(validateEmail(' Sailor@Club.org ')).toBeNull();
  });

  it('requires values', () => {
    expect(required('')).toBe('Required.');
    expect(required(' ')).toBe('Required.');
    expect(required('x')).toBeNull();
  });

  it('wants new passwords long enough and repeated exactly', () => {
    expect(validateNewPassword('')).toBe('Required.');
    expect(validateNewPassword('short')).toBe(PASSWORD_TOO_SHORT);
    expect(validateNewPassword('long enough')).toBeNull();
    expect(validateRepeat('', 'long enough')).toBe('Required.');
    expect(validateRepeat('long enougH', 'long enough')).toBe('Passwords must match.');
    expect(validateRepeat('long enough', 'long enough')).toBeNull();
  });
});
