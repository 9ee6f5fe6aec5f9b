import { describe, expect, it } from 'vitest';
import { composePhone, defaultCountryCode, splitPhone } from '@/lib/phone';
import { PHONE_MESSAGE, validatePhone } from '@/lib/validation';

describe('phone numbers', () => {
  it('defaults to +44 for en-GB browsers and +61 otherwise', () => {
    expect(defaultCountryCode('en-GB')).toBe('+44');
    expect(defaultCountryCode('en-gb')).toBe('+44');
    expect(defaultCountryCode('en-AU')).toBe('+61');
    expect(defaultCountryCode('en-US')).toBe('+61');
    expect(defaultCountryCode('')).toBe('+61');
  });

  it('strips leading zeros and spaces and adds the code', () => {
    expect(composePhone('+44', '07700 900 123')).toBe('+447700900123');
    expect(composePhone('+61', '0412 345 678')).toBe('+61412345678');
    expect(composePhone('+61', '  ')).toBe('');
  });

  it('keeps a number typed with its own code', () => {
    expect(composePhone('+61', '+44 7700 900123')).toBe('+447700900123');
  });

  it('splits a stored number', () => {
    expect(splitPhone('+447700900123', '+61')).toEqual({ code: '+44', local: '7700900123' });
    expect(splitPhone('+15551234567', '+61')).toEqual({ code: '+61', local: '+15551234567' });
  });

  it('validates with the exact spec message', () => {
    expect(PHONE_MESSAGE).toBe(
      'Phone number must include the country code and not contain spaces.',
    );
    expect(validatePhone('+447700900123')).toBeNull();
    expect(validatePhone('+44 7700 900123')).toBe(PHONE_MESSAGE);
    expect(validatePhone('07700900123')).toBe(PHONE_MESSAGE);
    expect(validatePhone('+0123')).toBe(PHONE_MESSAGE);
    expect(validatePhone('+1')).toBe(PHONE_MESSAGE);
    expect(validatePhone('+12')).toBeNull();
    expect(validatePhone('+1234567890123456')).toBe(PHONE_MESSAGE);
  });
});
