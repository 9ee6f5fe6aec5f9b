import { createOrg, type TestOrg } from '@test/factories';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationDomains } from '@/db/schema';

let t: TestApp;
let clubA: TestOrg;
let clubB: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  clubA = await createOrg(t.db, { name: 'Club A', host: 'a.club.test' });
  clubB = await createOrg(t.db, { name: 'Club B', host: 'b.club.test' });
  await t.db
    .insert(organisationDomains)
    .values({ organisationId: clubA.id, domain: 'www.a.club.test', isPrimary: false });
});
afterAll(() => t.close());

describe('GET /api/organisations/current/', () => {
  it('answers the club that owns the Host', async () => {
    const res = await t.http().get('/api/organisations/current/').set('Host', 'a.club.test:8080');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: clubA.id,
      name: 'Club A',
      // the configured domain and PUBLIC_SCHEME (no PUBLIC_PORT here), not the Host's port
      url: 'http://a.club.test',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'allowed_external_calendars',
        'confirm_duties',
        'contact_email',
        'contact_name',
        'feature_timesheets',
        'id',
        'logo',
        'mediaRoot',
        'name',
        'prefix',
        'sms_enabled',
        'time_zone',
        'url',
      ].sort(),
    );
  });

  // Issue 20, item 13: url and mediaRoot are the club's configured address, whatever Host
  // (or other host) the request came with.
  it.each(['a.club.test:abc', 'A.Club.Test.:1@evil.example', 'www.a.club.test:8080'])(
    'builds url and mediaRoot from the primary domain, not from Host: %s',
    async (host) => {
      const res = await t.http().get('/api/organisations/current/').set('Host', host);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: clubA.id,
        url: 'http://a.club.test',
        mediaRoot: 'http://a.club.test/media/',
      });
    },
  );

  it("another club's address stays its own", async () => {
    const res = await t.http().get('/api/organisations/current/').set('Host', 'b.club.test:abc');
    expect(res.body).toMatchObject({ id: clubB.id, url: 'http://b.club.test' });
  });

  it('works with and without the trailing slash', async () => {
    const res = await t.http().get('/api/organisations/current').set('Host', 'b.club.test');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(clubB.id);
  });

  it('answers 404 with the spec text on an unknown host', async () => {
    const res = await t.http().get('/api/organisations/current/').set('Host', 'unknown.test');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Site not found. This domain has not been configured.' });
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const res = await t
      .http()
      .get('/api/organisations/current/')
      .set('Host', 'a.club.test')
      .set('X-Forwarded-Host', 'b.club.test');
    expect(res.body.id).toBe(clubA.id);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: true, PUBLIC_SCHEME: 'https', PUBLIC_PORT: 8443 });
    await createOrg(proxied.db, { name: 'Proxied', host: 'proxied.test' });
  });
  afterAll(() => proxied.close());

  it('believes X-Forwarded-Host', async () => {
    const res = await proxied
      .http()
      .get('/api/organisations/current/')
      .set('Host', 'internal:3000')
      .set('X-Forwarded-Host', 'proxied.test')
      .set('X-Forwarded-Proto', 'http');
    expect(res.status).toBe(200);
    // PUBLIC_SCHEME and PUBLIC_PORT, as in the club's mails; not the forwarded protocol
    expect(res.body).toMatchObject({
      name: 'Proxied',
      url: 'https://proxied.test:8443',
      mediaRoot: 'https://proxied.test:8443/media/',
    });
  });

  it('still refuses an unknown forwarded host', async () => {
    const res = await proxied
      .http()
      .get('/api/organisations/current/')
      .set('X-Forwarded-Host', 'nope.test');
    expect(res.status).toBe(404);
  });
});
