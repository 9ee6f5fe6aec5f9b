import { SiteSchema } from '@crewcall/contract';
import { twoClubs } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, OPERATOR_TOKEN, type TestApp } from '@test/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { databaseKnowsTimeZone } from './organisations.queries';

// Issue 20, item 1: the club's time zone, a setting of the organisation.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PLATFORM_PER_MINUTE: 10_000 });
  clubs = await twoClubs(t);
});
afterAll(() => t.close());

const site = async (club: { host: string }) => {
  const res = await t.http().get('/api/organisations/current/').set('Host', club.host);
  expect(res.status).toBe(200);
  return SiteSchema.parse(res.body);
};
const putZone = (time_zone: unknown, token = clubs.a.admin.token) =>
  api(t, clubs.a.org, token).put('organisations/current/', { time_zone });
const storedZone = async (orgId: number) =>
  (await t.db.select().from(organisations).where(eq(organisations.id, orgId)))[0].timeZone;

describe("the club's time_zone in the site data and settings", () => {
  it('is Europe/London until an admin picks another', async () => {
    expect((await site(clubs.a.org)).time_zone).toBe('Europe/London');
  });

  it("an admin sets it; the site data answers it at once; the other club's stays", async () => {
    const res = await putZone('Australia/Sydney');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.time_zone).toBe('Australia/Sydney');
    expect((await site(clubs.a.org)).time_zone).toBe('Australia/Sydney');
    expect((await site(clubs.b.org)).time_zone).toBe('Europe/London');
    expect(await storedZone(clubs.b.org.id)).toBe('Europe/London');
  });

  it('corrects the letter case of a known name', async () => {
    const res = await putZone(' america/new_york ');
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe('America/New_York');
  });

  it.each([
    ['Mars/Olympus_Mons', ["Unknown time zone 'Mars/Olympus_Mons'."]],
    ['Europe/London; drop table people', ['Enter a time zone name such as Europe/London.']],
    ['', ['Required.']],
    [42, ['Expected string, received number']],
    [null, ['Expected string, received null']],
  ])('refuses %j on time_zone (400) and changes nothing', async (zone, messages) => {
    const before = await storedZone(clubs.a.org.id);
    const res = await putZone(zone);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ time_zone: messages });
    expect(await storedZone(clubs.a.org.id)).toBe(before);
  });

  it('is an admin setting: a member may not change it', async () => {
    const before = await storedZone(clubs.a.org.id);
    expect((await putZone('Asia/Tokyo', clubs.a.user.token)).status).toBe(403);
    expect(await storedZone(clubs.a.org.id)).toBe(before);
  });

  it('PostgreSQL is asked too, without spoiling the transaction that asks', async () => {
    await withPlatformScope(t.db, async (tx) => {
      expect(await databaseKnowsTimeZone(tx, 'Pacific/Auckland')).toBe(true);
      expect(await databaseKnowsTimeZone(tx, 'Nowhere/Atlantis')).toBe(false);
      const [row] = await tx.execute(sql`select 1 as still_usable`);
      expect(row).toEqual({ still_usable: 1 });
    });
  });
});

describe('POST /api/platform/organisations time_zone', () => {
  let n = 0;
  const onboard = (extra: Record<string, unknown>) =>
    t
      .http()
      .post('/api/platform/organisations')
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .send({
        name: 'Zone Club',
        prefix: 'ZC',
        domains: [`zone-${++n}-${Date.now()}.test`],
        admin: { email: `founder${n}@zone.test`, name: 'Founder', password: 'long enough pw' },
        ...extra,
      });

  it('is chosen at onboarding', async () => {
    const res = await onboard({ time_zone: 'Australia/Sydney' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.organisation.time_zone).toBe('Australia/Sydney');
    expect(await storedZone(res.body.organisation.id)).toBe('Australia/Sydney');
  });

  it('defaults to Europe/London', async () => {
    const res = await onboard({});
    expect(res.status).toBe(201);
    expect(res.body.organisation.time_zone).toBe('Europe/London');
  });

  it('refuses an unknown zone and creates no club', async () => {
    const before = (await t.db.select().from(organisations)).length;
    const res = await onboard({ time_zone: 'Europe/Atlantis' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ time_zone: ["Unknown time zone 'Europe/Atlantis'."] });
    expect((await t.db.select().from(organisations)).length).toBe(before);
  });
});
