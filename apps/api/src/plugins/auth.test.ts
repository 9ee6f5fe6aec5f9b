import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './auth';

describe('resolveJwtSecret', () => {
  const quiet = () => {};

  it('uses JWT_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret({ JWT_SECRET: secret, NODE_ENV: 'production' }, quiet)).toBe(secret);
  });

  it('refuses to start in production without one, or with a short one', () => {
    expect(() =>
      resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'production' }, quiet),
    ).toThrow(/JWT_SECRET is required/);
    expect(() => resolveJwtSecret({ JWT_SECRET: 'short', NODE_ENV: 'production' }, quiet)).toThrow(
      /at least 32/,
    );
  });

  it('makes up a random one elsewhere, warning in development', () => {
    const warnings: string[] = [];
    const a = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'development' }, (m) =>
      warnings.push(m),
    );
    const b = resolveJwtSecret({ JWT_SECRET: undefined, NODE_ENV: 'test' }, (m) =>
      warnings.push(m),
    );
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(warnings).toHaveLength(1);
  });
});
