import { twoClubs } from '@test/clubs';
import { accessTokenFor, bearer } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '@/db/schema';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
beforeAll(async () => {
  t = await createTestApp();
  clubs = await twoClubs(t);
});
afterAll(() => t.close());

const put = (host: string, token: string | null, body: unknown) => {
  const req = t
    .http()
    .put('/api/organisations/current/')
    .set('Host', host)
    .send(body as object);
  return token ? req.set(bearer(token)) : req;
};

describe('PUT /api/organisations/current/', () => {
  it("lets an admin change their club's settings", async () => {
    const token = accessTokenFor(t, clubs.a.admin);
    const res = await put(clubs.a.org.host, token, {
      name: 'Renamed Club',
      contact_email: 'office@renamed.test',
      sms_enabled: true,
      feature_timesheets: true,
      allowed_external_calendars: ['https://other.example.org/api/events/calendar'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: clubs.a.org.id,
      name: 'Renamed Club',
      contact_email: 'office@renamed.test',
      sms_enabled: true,
      feature_timesheets: true,
      allowed_external_calendars: ['https://other.example.org/api/events/calendar'],
    });
    const site = await t.http().get('/api/organisations/current/').set('Host', clubs.a.org.host);
    expect(site.body.name).toBe('Renamed Club');
  });

  it('never touches another club, whatever the body says', async () => {
    const token = accessTokenFor(t, clubs.a.admin);
    const res = await put(clubs.a.org.host, token, { id: clubs.b.org.id, name: 'Hijack' });
    expect(res.status).toBe(400);
    const [b] = await t.db.select().from(organisations).where(eq(organisations.id, clubs.b.org.id));
    expect(b.name).not.toBe('Hijack');
  });

  it("refuses club A's admin token on club B's host", async () => {
    const res = await put(clubs.b.org.host, accessTokenFor(t, clubs.a.admin), { name: 'Nope' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('wrong_organisation');
  });

  it('refuses a user (403) and a stranger (401)', async () => {
    expect(
      (await put(clubs.a.org.host, accessTokenFor(t, clubs.a.user), { name: 'x' })).status,
    ).toBe(403);
    expect((await put(clubs.a.org.host, null, { name: 'x' })).status).toBe(401);
  });

  it('answers bad values on their fields and changes nothing', async () => {
    const token = accessTokenFor(t, clubs.a.admin);
    const res = await put(clubs.a.org.host, token, {
      name: '',
      contact_email: 'not-an-email',
      allowed_external_calendars: ['ftp:nope'],
      sms_enabled: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      name: ['Required.'],
      contact_email: expect.any(Array),
      'allowed_external_calendars.0': ['Enter a full web address (https://…).'],
      sms_enabled: expect.any(Array),
    });
    const site = await t.http().get('/api/organisations/current/').set('Host', clubs.a.org.host);
    expect(site.body.name).toBe('Renamed Club');
  });
});
