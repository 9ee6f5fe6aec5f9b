import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveRequestHost } from './resolve-host';

describe('normaliseHost', () => {
  it.each([
    ['Club.Example.ORG', 'club.example.org'],
    ['club.example.org:3000', 'club.example.org'],
    ['club.example.org.', 'club.example.org'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    [' a.test , b.test', 'a.test'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([undefined, '', '   ', 'bad host', 'evil.test/path', '[]'])('rejects %j', (raw) => {
    expect(normaliseHost(raw)).toBeNull();
  });
});

describe('resolveRequestHost', () => {
  it('uses Host when no proxy is trusted, ignoring X-Forwarded-Host', () => {
    expect(resolveRequestHost({ host: 'a.test', forwardedHost: 'b.test', trustProxy: false })).toBe(
      'a.test',
    );
  });

  it('believes X-Forwarded-Host behind a trusted proxy', () => {
    expect(
      resolveRequestHost({ host: 'internal:3000', forwardedHost: 'b.test', trustProxy: true }),
    ).toBe('b.test');
  });

  it('takes the first hop of a forwarded list', () => {
    expect(
      resolveRequestHost({
        host: 'x',
        forwardedHost: 'club.test, proxy.internal',
        trustProxy: true,
      }),
    ).toBe('club.test');
  });

  it('falls back to Host when a trusted proxy sends no forwarded host', () => {
    expect(resolveRequestHost({ host: 'a.test:80', trustProxy: true })).toBe('a.test');
  });

  it('answers null without a usable host', () => {
    expect(resolveRequestHost({ trustProxy: false })).toBeNull();
  });
});
