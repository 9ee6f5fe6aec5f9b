import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type TestOrg } from '@test/factories';
import { createTestApp, type TestApp } from '@test/test-app';

let t: TestApp;
let clubA: TestOrg;
let clubB: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  clubA = await createOrg(t.db, { name: 'Club A', host: 'a.club.test' });
  clubB = await createOrg(t.db, { name: 'Club B', host: 'b.club.test' });
});
afterAll(() => t.close());

describe('GET /api/organisations/current/', () => {
  it('answers the club that owns the Host', async () => {
    const res = await t.http().get('/api/organisations/current/').set('Host', 'a.club.test:8080');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: clubA.id,
      name: 'Club A',
      url: 'http://a.club.test:8080',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'allowed_external_calendars',
        'contact_email',
        'contact_name',
        'feature_timesheets',
        'id',
        'logo',
        'mediaRoot',
        'name',
        'prefix',
        'sms_enabled',
        'url',
      ].sort(),
    );
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
    proxied = await createTestApp({ TRUST_PROXY: true });
    await createOrg(proxied.db, { name: 'Proxied', host: 'proxied.test' });
  });
  afterAll(() => proxied.close());

  it('believes X-Forwarded-Host', async () => {
    const res = await proxied
      .http()
      .get('/api/organisations/current/')
      .set('Host', 'internal:3000')
      .set('X-Forwarded-Host', 'proxied.test')
      .set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Proxied', url: 'https://proxied.test' });
  });

  it('still refuses an unknown forwarded host', async () => {
    const res = await proxied
      .http()
      .get('/api/organisations/current/')
      .set('X-Forwarded-Host', 'nope.test');
    expect(res.status).toBe(404);
  });
});
