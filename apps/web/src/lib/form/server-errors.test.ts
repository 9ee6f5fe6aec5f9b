import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/api/api-errors';
import { parseServerErrors } from '@/lib/form/server-errors';

describe('parseServerErrors', () => {
  it('puts field errors on the form fields', () => {
    const result = parseServerErrors(
      { status: 400, body: { email: ['Invalid email.', 'Another'], password: ['Too short'] } },
      ['email', 'password'],
    );
    expect(result).toEqual({
      fields: { email: 'Invalid email.', password: 'Too short' },
      alert: null,
      detail: null,
    });
  });

  it('puts non_field_errors[0] in the alert', () => {
    const result = parseServerErrors(
      { status: 400, body: { non_field_errors: ['Wrong password.', 'x'] } },
      ['password'],
    );
    expect(result.alert).toBe('Wrong password.');
    expect(result.fields).toEqual({});
  });

  it('renames server fields and sends unknown ones to the alert', () => {
    const result = parseServerErrors(
      { status: 400, body: { new_password: ['Too common'], token: ['Expired'] } },
      ['password'],
      { new_password: 'password' },
    );
    expect(result.fields).toEqual({ password: 'Too common' });
    expect(result.alert).toBe('Expired');
  });

  it('puts detail in the red alert', () => {
    expect(
      parseServerErrors({ status: 401, body: { detail: 'Unable to log in.' } }, ['password']),
    ).toEqual({
      fields: {},
      alert: null,
      detail: 'Unable to log in.',
    });
  });

  it('leaves network failures and globally handled answers to the banner and pages', () => {
    const quiet = { fields: {}, alert: null, detail: null };
    expect(parseServerErrors(new NetworkError(), [])).toEqual(quiet);
    expect(parseServerErrors({ status: 503, body: { detail: 'Down' } }, [])).toEqual(quiet);
    expect(parseServerErrors({ status: 429, body: { detail: 'Slow' } }, [])).toEqual(quiet);
  });
});
