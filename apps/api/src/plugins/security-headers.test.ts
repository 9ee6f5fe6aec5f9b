import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@/env';
import { embeddable } from './frame-policy';

// Issue 8, item 7: https-only headers only over https; framing only where the spec embeds.

async function headersOf(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const csp = String(res.headers['content-security-policy'] ?? '');
  return {
    csp,
    frameAncestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
    upgrades: csp.split(';').includes('upgrade-insecure-requests'),
    hsts: res.headers['strict-transport-security'],
    frameOptions: res.headers['x-frame-options'],
  };
}

describe('security headers', () => {
  const apps: Record<string, TestApp> = {};
  const start = async (name: string, config: Partial<Config>) => {
    apps[name] = await createTestApp(config);
  };
  beforeAll(async () => {
    await start('http', { PUBLIC_SCHEME: 'http' });
    await start('https', { PUBLIC_SCHEME: 'https' });
    await start('proxied', { PUBLIC_SCHEME: 'http', TRUST_PROXY: true });
  });
  afterAll(async () => {
    for (const t of Object.values(apps)) await t.close();
  });

  it('on plain http: no HSTS and no upgrade-insecure-requests (the app must load)', async () => {
    for (const url of ['/', '/events/calendar', '/api/health']) {
      const h = await headersOf(apps.http, url);
      expect(h.csp).toContain("default-src 'self'");
      expect(h.upgrades).toBe(false);
      expect(h.hsts).toBeUndefined();
    }
    // X-Forwarded-Proto is not believed without TRUST_PROXY
    const forged = await headersOf(apps.http, '/', { 'x-forwarded-proto': 'https' });
    expect(forged.hsts).toBeUndefined();
    expect(forged.upgrades).toBe(false);
  });

  it("reads other clubs' public calendars over https, and over http from an http site", async () => {
    const connectSrc = (csp: string) => /connect-src ([^;]+)/.exec(csp)?.[1].split(' ');
    expect(connectSrc((await headersOf(apps.http, '/events/calendar')).csp)).toEqual([
      "'self'",
      'https:',
      'http:',
    ]);
    expect(connectSrc((await headersOf(apps.https, '/events/calendar')).csp)).toEqual([
      "'self'",
      'https:',
    ]);
  });

  it('over https (PUBLIC_SCHEME=https): HSTS and upgrade-insecure-requests', async () => {
    const h = await headersOf(apps.https, '/events/calendar');
    expect(h.hsts).toBe('max-age=31536000');
    expect(h.upgrades).toBe(true);
  });

  it('behind a trusted proxy: https only when the request arrived over https', async () => {
    const viaHttps = await headersOf(apps.proxied, '/', { 'x-forwarded-proto': 'https' });
    expect(viaHttps.hsts).toBe('max-age=31536000');
    expect(viaHttps.upgrades).toBe(true);
    const viaHttp = await headersOf(apps.proxied, '/', { 'x-forwarded-proto': 'http' });
    expect(viaHttp.hsts).toBeUndefined();
    expect(viaHttp.upgrades).toBe(false);
  });

  it('lets any site frame the embedded pages only', async () => {
    for (const url of [
      '/events/public',
      '/kiosk/',
      '/kiosk',
      '/events/calendar?iframe',
      '/dashboard?iframe=1',
    ]) {
      const h = await headersOf(apps.http, url);
      expect(h.frameAncestors, url).toBe('*');
      expect(h.frameOptions, url).toBeUndefined();
    }
  });

  it("keeps admin screens, other pages and the API to the app's own frames", async () => {
    for (const url of [
      '/',
      '/people/list',
      '/people/list?iframe',
      '/kiosks/3?iframe',
      '/events/12/edit?iframe',
      '/organisation',
      '/api/health',
      '/api/auth/user?iframe',
    ]) {
      const h = await headersOf(apps.http, url);
      expect(h.frameAncestors, url).toBe("'self'");
      expect(h.frameOptions, url).toBe('SAMEORIGIN');
    }
  });
});

describe('embeddable', () => {
  it('reads the path and the query, not look-alike paths', () => {
    expect(embeddable('/events/public?month=2026-01')).toBe(true);
    expect(embeddable('/events/publicity')).toBe(false);
    expect(embeddable('/kiosks')).toBe(false);
    expect(embeddable('/events/calendar?x=1&iframe')).toBe(true);
    expect(embeddable('/unavailability?iframe')).toBe(false);
    expect(embeddable('/unavailability/2026-01-01?iframe')).toBe(true);
  });
});
