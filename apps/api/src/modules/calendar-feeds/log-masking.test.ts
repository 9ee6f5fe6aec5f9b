import { describe, expect, it } from 'vitest';
import { redactSecrets } from '@/adapters/mail/redact-secrets';

// The request log writes every URL through redactSecrets (app.ts): a personal feed's
// address is a credential and must never reach a log line readable.
describe('personal feed addresses in logs', () => {
  const secret = 'q8Zr2_kLmN0pQrStUvWxYz-0123456789abcdefghiJ';

  it('masks the secret, with or without .ics, in a path or a full address', () => {
    expect(redactSecrets(`/api/calendar-feeds/${secret}.ics`)).toBe(
      '/api/calendar-feeds/[redacted]',
    );
    expect(redactSecrets(`/api/calendar-feeds/${secret}?x=1`)).toBe(
      '/api/calendar-feeds/[redacted]?x=1',
    );
    expect(redactSecrets(`see webcal://club.test/api/calendar-feeds/${secret}.ics now`)).toBe(
      'see webcal://club.test/api/calendar-feeds/[redacted] now',
    );
  });

  it("leaves the feed's named routes readable", () => {
    for (const path of [
      '/api/calendar-feeds/mine',
      '/api/calendar-feeds/mine/reset',
      '/api/calendar-feeds/external',
      '/api/events/feed.ics',
    ]) {
      expect(redactSecrets(path)).toBe(path);
    }
    expect(redactSecrets('/api/calendar-feeds/mineX.ics')).toBe('/api/calendar-feeds/[redacted]');
  });
});
