import { createTestApp, type TestApp, twoClubs } from '@test/clubs';
import { api } from '@test/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organisations, people } from '@/db/schema';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

const ROWING = 'https://rowing.example/api/events/public';
const SAILING = 'https://sailing.example/api/events/public';
// an address may hold a comma: the stored comma list still reads back exactly
const ODD = 'https://odd.example/api/events/public?tags=a,b';
const BRAVO_ONLY = 'https://bravo-friend.example/api/events/public';

beforeAll(async () => {
  t = await createTestApp();
  clubs = await twoClubs(t);
  const allow = async (token: string, host: typeof clubs.a.org, urls: string[]) => {
    const res = await api(t, host, token).put('organisations/current/', {
      allowed_external_calendars: urls,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await allow(clubs.a.admin.token, clubs.a.org, [ROWING, SAILING, ODD]);
  await allow(clubs.b.admin.token, clubs.b.org, [BRAVO_ONLY]);
});
afterAll(() => t.close());

const memberA = () => api(t, clubs.a.org, clubs.a.user.token);
const settingsOf = async (personId: number) =>
  (await t.db.select().from(people).where(eq(people.id, personId)))[0].settings;

describe('GET /api/calendar-feeds/external', () => {
  beforeEach(async () => {
    await memberA().put('calendar-feeds/external', { hidden: [] });
  });

  it("lists the club's allowed calendars, none hidden at first", async () => {
    const res = await memberA().get('calendar-feeds/external');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      calendars: [
        { url: ROWING, hidden: false },
        { url: SAILING, hidden: false },
        { url: ODD, hidden: false },
      ],
    });
  });

  it('needs a login', async () => {
    expect((await api(t, clubs.a.org).get('calendar-feeds/external')).status).toBe(401);
    expect((await api(t, clubs.a.org).put('calendar-feeds/external', { hidden: [] })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/calendar-feeds/external', () => {
  it("keeps the member's hidden calendars on the server, as the spec's comma list", async () => {
    const res = await memberA().put('calendar-feeds/external', { hidden: [SAILING, ODD] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.calendars).toEqual([
      { url: ROWING, hidden: false },
      { url: SAILING, hidden: true },
      { url: ODD, hidden: true },
    ]);
    const settings = await settingsOf(clubs.a.user.id);
    expect(settings.hidden_external_calendars).toBe(
      `${SAILING},https://odd.example/api/events/public?tags=a%2Cb`,
    );
    // read back, and visible in the logged-in person's settings
    expect((await memberA().get('calendar-feeds/external')).body).toEqual(res.body);
    const user = await memberA().get('auth/user');
    expect(user.body.settings.hidden_external_calendars).toBe(settings.hidden_external_calendars);
  });

  it('leaves the other settings as they are', async () => {
    await t.db
      .update(people)
      .set({ settings: { theme: 'Dark', dateFormat: 'D MMM' } })
      .where(eq(people.id, clubs.a.user.id));
    await memberA().put('calendar-feeds/external', { hidden: [ROWING] });
    expect(await settingsOf(clubs.a.user.id)).toEqual({
      theme: 'Dark',
      dateFormat: 'D MMM',
      hidden_external_calendars: ROWING,
    });
  });

  it('shows a calendar again when it leaves the hidden list', async () => {
    await memberA().put('calendar-feeds/external', { hidden: [ROWING, SAILING] });
    const res = await memberA().put('calendar-feeds/external', { hidden: [SAILING] });
    expect(res.body.calendars.filter((c: { hidden: boolean }) => c.hidden)).toEqual([
      { url: SAILING, hidden: true },
    ]);
  });

  it("refuses an address that is not one of the club's, and changes nothing", async () => {
    await memberA().put('calendar-feeds/external', { hidden: [ROWING] });
    const res = await memberA().put('calendar-feeds/external', {
      hidden: [SAILING, 'https://unknown.example/cal'],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 'hidden.1': ["Not one of the club's external calendars."] });
    expect((await settingsOf(clubs.a.user.id)).hidden_external_calendars).toBe(ROWING);
  });

  it("refuses another club's calendar and never touches the other club's people", async () => {
    const before = await settingsOf(clubs.b.user.id);
    const res = await memberA().put('calendar-feeds/external', { hidden: [BRAVO_ONLY] });
    expect(res.status).toBe(400);
    expect(await settingsOf(clubs.b.user.id)).toEqual(before);
    // and club B's member sees only B's calendars
    const b = await api(t, clubs.b.org, clubs.b.user.token).get('calendar-feeds/external');
    expect(b.body).toEqual({ calendars: [{ url: BRAVO_ONLY, hidden: false }] });
  });

  it("refuses club A's token on club B's host", async () => {
    const res = await api(t, clubs.b.org, clubs.a.user.token).put('calendar-feeds/external', {
      hidden: [BRAVO_ONLY],
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, 'hidden'],
    [{ hidden: 'https://rowing.example' }, 'hidden'],
    [{ hidden: [42] }, 'hidden.0'],
    [{ hidden: [], extra: true }, 'non_field_errors'],
  ])('answers a bad body %j with a 400 on %s', async (body, field) => {
    const res = await memberA().put('calendar-feeds/external', body);
    expect(res.status).toBe(400);
    expect(res.body[field], JSON.stringify(res.body)).toBeTruthy();
  });
});

describe('the club setting behind it', () => {
  it('accepts at most 10 web addresses', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `https://c${i}.example/cal`);
    const res = await api(t, clubs.a.org, clubs.a.admin.token).put('organisations/current/', {
      allowed_external_calendars: eleven,
    });
    expect(res.status).toBe(400);
    expect(res.body.allowed_external_calendars).toEqual(['At most 10 external calendars.']);
    const [a] = await t.db.select().from(organisations).where(eq(organisations.id, clubs.a.org.id));
    expect(a.allowedExternalCalendars).toEqual([ROWING, SAILING, ODD]);
  });

  it('refuses what is not an http(s) address', async () => {
    const res = await api(t, clubs.a.org, clubs.a.admin.token).put('organisations/current/', {
      allowed_external_calendars: ['javascript:alert(1)'],
    });
    expect(res.status).toBe(400);
  });
});
