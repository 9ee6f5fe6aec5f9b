import { describe, expect, it } from 'vitest';
import { maskSecretFields } from './log-redaction';

// The logger's formatters.log (app.ts): request-log.test.ts checks it through a real
// logger; these check its edges.
describe('maskSecretFields', () => {
  it('masks secret names at the top and one level down, and keeps the rest', () => {
    const line = {
      token: 't0p',
      name: 'kept',
      body: { password: 'hunter2', new_password: 'hunter3', email: 'a@b.test' },
      query: { refresh: 'r' },
    };
    expect(maskSecretFields(line)).toEqual({
      token: '[Redacted]',
      name: 'kept',
      body: { password: '[Redacted]', new_password: '[Redacted]', email: 'a@b.test' },
      query: { refresh: '[Redacted]' },
    });
  });

  it("copies what it changes and leaves the caller's objects as they were", () => {
    const body = { password: 'hunter2' };
    const line = { body, other: { name: 'x' } };
    const masked = maskSecretFields(line);
    expect(body.password).toBe('hunter2');
    expect(line.body).toBe(body);
    // What needed no change is the same object (no copy on every line).
    expect(masked.other).toBe(line.other);
    const clean = { msg: 'nothing secret', n: 1 };
    expect(maskSecretFields(clean)).toBe(clean);
  });

  it('goes no deeper than one level, and leaves arrays and other objects alone', () => {
    const error = new Error('boom');
    const line = { deep: { inner: { password: 'p' } }, err: error, list: [{ password: 'p' }] };
    const masked = maskSecretFields(line);
    expect(masked).toBe(line);
    expect(masked.err).toBe(error);
  });

  it('masks a secret an error carries, keeping its message and stack', () => {
    const error = Object.assign(new Error('boom'), { token: 'in-an-error', code: 'E1' });
    const masked = maskSecretFields({ err: error });
    expect(masked.err).toMatchObject({
      type: 'Error',
      message: 'boom',
      token: '[Redacted]',
      code: 'E1',
    });
    expect((masked.err as { stack: string }).stack).toContain('boom');
    expect(error.token).toBe('in-an-error');
  });
});
