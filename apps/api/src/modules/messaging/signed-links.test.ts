import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '@/adapters/mail/redact-secrets';
import {
  expandSignedLinks,
  signedLinkClub,
  signedLinkKey,
  signedLinkMarker,
  signedLinkToken,
  signedLinkTokenHash,
} from './signed-links';

/* Signed links: made as an email leaves, from a marker that holds no secret. */
const key = signedLinkKey('a secret long enough for the tests, 32+ chars');
const site = 'https://club.example';

describe('signed links', () => {
  it('a token: the club, a dot, 43 characters; the same for the same club, person and subject', () => {
    const token = signedLinkToken(key, { orgId: 7, personId: 3, subject: 'duty-5-100' });
    expect(token).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
    expect(signedLinkToken(key, { orgId: 7, personId: 3, subject: 'duty-5-100' })).toBe(token);
    expect(signedLinkToken(key, { orgId: 7, personId: 4, subject: 'duty-5-100' })).not.toBe(token);
    expect(signedLinkToken(key, { orgId: 8, personId: 3, subject: 'duty-5-100' })).not.toBe(
      token.replace(/^7/, '8'),
    );
    expect(signedLinkClub(token)).toBe(7);
    expect(signedLinkClub('7.short')).toBeNull();
    expect(signedLinkTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(signedLinkTokenHash(token)).not.toContain(token);
    // Another key signs differently (the API and a worker must share JWT_SECRET).
    expect(
      signedLinkToken(signedLinkKey('another secret, also long enough......'), {
        orgId: 7,
        personId: 3,
        subject: 'duty-5-100',
      }),
    ).not.toBe(token);
  });

  it("expands a marker into the recipient's link at the club's site, and masks it in logs", () => {
    const marker = signedLinkMarker('/duty/confirm/', 'duty-5-100');
    expect(marker).toBe('[[signed-link:/duty/confirm/:duty-5-100]]');
    const text = `Confirm: ${marker}\nOr not: ${signedLinkMarker('/duty/cant-make-it/', 'duty-5-100')}`;
    const out = expandSignedLinks(text, { key, siteUrl: site, orgId: 7, personId: 3 });
    const token = signedLinkToken(key, { orgId: 7, personId: 3, subject: 'duty-5-100' });
    expect(out).toBe(
      `Confirm: ${site}/duty/confirm/${token}\nOr not: ${site}/duty/cant-make-it/${token}`,
    );
    expect(redactSecrets(out)).not.toContain(token);
    expect(redactSecrets(out)).toContain(`/duty/confirm/${REDACTED}`);
    expect(redactSecrets(`GET /api/duty-links/${token}/confirm`)).toBe(
      `GET /api/duty-links/${REDACTED}/confirm`,
    );
  });

  it('signs nothing without a recipient, nor for a path the logs do not mask', () => {
    const marker = signedLinkMarker('/duty/confirm/', 'duty-5-100');
    expect(
      expandSignedLinks(`a ${marker} b`, { key, siteUrl: site, orgId: 7, personId: null }),
    ).toBe('a  b');
    const forged = '[[signed-link:/password/reset/:duty-5-100]]';
    expect(expandSignedLinks(forged, { key, siteUrl: site, orgId: 7, personId: 3 })).toBe(forged);
    expect(() => signedLinkMarker('/password/reset/', 'x')).toThrow();
    expect(() => signedLinkMarker('/duty/confirm/', 'Not A Subject')).toThrow();
  });
});
