import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddable } from './frame-policy';

/**
 * Which pages another site may frame is decided on the path the web router will match
 * (decoded, lower-cased, slashes collapsed), against an allow-list: a spelling of an
 * admin screen the router still serves (`/PEOPLE/list`, `//people/list`,
 * `/%70eople/list`) used to slip past a case-sensitive deny-list with `?iframe`.
 */

/** Spellings the router serves as the people list, or as other admin screens. */
const ADMIN_SPELLINGS = [
  '/PEOPLE/list?iframe',
  '/People/List?iframe',
  '//people/list?iframe',
  '///people//list?iframe',
  '/%70eople/list?iframe',
  '/%2Fpeople/list?iframe',
  '/%2fpeople%2flist?iframe',
  '/people/list/?iframe',
  '/people/list?IFRAME',
  '/people?iframe',
  '/people/3/info?iframe',
  '/EVENTS/12/EDIT?iframe',
  '/events//12/shifts?iframe',
  '/events/%31%32/edit?iframe',
  '/Organisation?iframe',
  '/KIOSKS?iframe',
  '/kiosks/3?iframe',
  '/Unavailability?iframe',
  '/unavailability/?iframe',
  '/messaging/email?iframe',
  '/events/list?iframe',
  '/events/add?iframe',
  '/series/events/4?iframe',
  '/profile/settings?iframe',
  '/password/reset/abc?iframe',
  '/no-such-page?iframe',
  '/%E0%A4%A?iframe',
  '/events/public/%2e%2e/%2e%2e/people/list?iframe',
  '/events/public/..%2f..%2fpeople/list?iframe',
  '/kiosk/%2e%2e/kiosks/3',
];

/** Answered before routing (a 400 for a URL that cannot be decoded), without page headers. */
const REFUSED_BEFORE_ROUTING = new Set(['/%E0%A4%A?iframe']);

/** The pages a club embeds in its own site. */
const EMBEDDED_PAGES = [
  '/events/public',
  '/events/public?iframe',
  '/events/public/',
  '/Events/Public?iframe',
  '//events/public',
  '/events/public?month=2026-01',
  '/events/public/12',
  '/kiosk',
  '/kiosk/',
  '/events/calendar?iframe',
  '/events/calendar/2026-05-01?iframe',
  '/events/12?iframe',
  '/series/4?iframe',
  '/dashboard?iframe=1',
  '/unavailability/2026-01-01?iframe',
  '/hello?iframe',
  '/login?iframe',
  '/register?iframe',
  '/privacy?iframe',
];

describe('embeddable', () => {
  it.each(ADMIN_SPELLINGS)('%s: only the app itself may frame it', (url) => {
    expect(embeddable(url)).toBe(false);
  });

  it.each(EMBEDDED_PAGES)('%s: any site may frame it', (url) => {
    expect(embeddable(url)).toBe(true);
  });

  it('members-only and public pages without ?iframe stay unframed (default deny)', () => {
    for (const url of ['/', '/dashboard', '/events/calendar', '/hello', '/events/12']) {
      expect(embeddable(url), url).toBe(false);
    }
  });

  it('the API is never framed, whatever its spelling', () => {
    for (const url of ['/api/health?iframe', '/API/health?iframe', '//api/auth/user?iframe']) {
      expect(embeddable(url), url).toBe(false);
    }
  });
});

describe('the headers the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const frameAncestors = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy'] ?? '');
    return {
      ancestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
      frameOptions: res.headers['x-frame-options'],
    };
  };

  it.each(ADMIN_SPELLINGS.filter((url) => !REFUSED_BEFORE_ROUTING.has(url)))(
    '%s: frame-ancestors self and X-Frame-Options',
    async (url) => {
      expect(await frameAncestors(url)).toEqual({
        ancestors: "'self'",
        frameOptions: 'SAMEORIGIN',
      });
    },
  );

  it.each(['/events/public?iframe', '/events/calendar?iframe', '/kiosk/'])(
    '%s: frame-ancestors *',
    async (url) => {
      expect(await frameAncestors(url)).toEqual({ ancestors: '*', frameOptions: undefined });
    },
  );
});
