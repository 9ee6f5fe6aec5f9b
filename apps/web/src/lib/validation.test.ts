import { EmailSchema, PhoneSchema } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_TOO_SHORT,
  required,
  validateEmail,
  validateNewPassword,
  validatePhone,
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

describe('validation without zod agrees with the contract', () => {
  it('accepts and refuses the same emails as EmailSchema', () => {
    const samples = [
      'sailor@club.org',
      ' Sailor@Club.ORG ',
      "o'brien+race@sub.club.co.uk",
      'a_b-c.d@x-y.io',
      'sailor',
      'sailor@',
      '@club.org',
      '.sailor@club.org',
      'sai..lor@club.org',
      'sailor.@club.org',
      'sailor@club',
      'sailor@club.o',
      'sailor@-club.org',
      'sai lor@club.org',
      'sailor@club..org',
      `${'a'.repeat(245)}@club.org`,
      `${'a'.repeat(246)}@club.org`,
      'zoë@club.org',
    ];
    for (const email of samples) {
      const zodSays = EmailSchema.safeParse(email).success;
      expect({ email, valid: validateEmail(email) === null }).toEqual({ email, valid: zodSays });
    }
  });

  it('accepts and refuses the same phone numbers as PhoneSchema', () => {
    for (const phone of [
      '+61412345678',
      '+447700900123',
      '+0412',
      '0412345678',
      '+61 412',
      '',
      '+1',
    ]) {
      const zodSays = PhoneSchema.safeParse(phone).success;
      expect({ phone, valid: validatePhone(phone) === null }).toEqual({ phone, valid: zodSays });
    }
  });
});
