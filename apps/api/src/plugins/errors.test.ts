import { describe, expect, it, vi } from 'vitest';
import { handleApiError, toErrorAnswer } from './errors';
import { findNul } from './input-guards';

/** A failed query as drizzle wraps it: SQL and parameters in the message, pg code in cause. */
function failedQuery(code: string) {
  const error = new Error(
    'Failed query: select "id" from "roles" where "roles"."id" = any($1::int[])\nparams: 2147483648',
  );
  return Object.assign(error, { cause: Object.assign(new Error('out of range'), { code }) });
}

function fakeRequest(body: unknown) {
  return { body, log: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } };
}
function fakeReply() {
  const reply = { status: vi.fn(), send: vi.fn() };
  reply.status.mockReturnValue(reply);
  return reply;
}

describe('toErrorAnswer', () => {
  it('a 500 says nothing internal: no stack, no SQL, no message', () => {
    const [status, body] = toErrorAnswer(new Error('select * from people where password = 1'));
    expect(status).toBe(500);
    expect(body).toEqual({ detail: 'A server error occurred. Please try again.' });
  });

  it("the database refusing a value (class 22) is the client's 400, without the SQL", () => {
    const [status, body] = toErrorAnswer(failedQuery('22003'));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/select|params|roles/);
  });

  it('any other database failure (connection lost) stays a 500', () => {
    expect(toErrorAnswer(failedQuery('57P01'))[0]).toBe(500);
  });
});

describe('handleApiError logging', () => {
  it.each([
    ['a server error', new Error('boom')],
    ['a value the database refused', failedQuery('22021')],
  ])(
    '%s: logged at error level with the error (stack, SQL, parameters), never the body',
    (_, error) => {
      const request = fakeRequest({ email: 'x@y.test', password: 'hunter2-secret' });
      handleApiError(error, request as never, fakeReply() as never);
      expect(request.log.error).toHaveBeenCalledTimes(1);
      const [logged] = request.log.error.mock.calls[0];
      expect(logged.err).toBe(error);
      expect(logged.err.stack).toBeTruthy();
      expect(JSON.stringify(request.log.error.mock.calls)).not.toContain('hunter2-secret');
    },
  );
});

describe('findNul', () => {
  it('names the first field holding a NUL, at any depth, keys included', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findNul([{ name: 'fine' }, { name: 'a\u0000b' }])).toBe('1.name');
    expect(findNul({ 'k\u0000': 1 })).toBe('k\\u0000');
    expect(findNul('\u0000')).toBe('non_field_errors');
    expect(findNul({ a: 1, b: null, c: ['fine'] })).toBeNull();
  });
});
