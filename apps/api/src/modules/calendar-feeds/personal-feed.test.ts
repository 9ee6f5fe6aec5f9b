import { createTestApp, type TestApp, twoClubs } from '@test/clubs';
import type { TestOrg } from '@test/factories';
import { api } from '@test/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '@/db/schema';
import { sha256 } from '@/lib/secrets';
import {
  daysFromNow,
  insertEvent,
  insertLocation,
  insertRole,
  insertShift,
  parseEvents,
} from './testing/feed-rows';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp({}, { countQueries: true });
  clubs = await twoClubs(t);
});
afterAll(() => t.close());

/** Resets `who`'s feed and answers its address and the secret in it. */
async function resetFeed(club: TestOrg, who: { token: string }) {
  const res = await api(t, club, who.token).post('calendar-feeds/mine/reset', undefined);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = res.body.url as string;
  const secret = /\/api\/calendar-feeds\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
  return { url, secret, body: res.body };
}

/** The feed file on `club`'s host, without any login. */
const feed = (club: TestOrg, secret: string) => api(t, club).get(`calendar-feeds/${secret}.ics`);

describe('the personal feed address', () => {
  it('does not exist until the member makes one', async () => {
    const res = await api(t, clubs.a.org, clubs.a.user.token).get('calendar-feeds/mine');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ exists: false, url: null, created_at: null });
  });

  it('is a webcal URL on the club domain with a long random secret, shown only once', async () => {
    const { url, secret, body } = await resetFeed(clubs.a.org, clubs.a.user);
    expect(url).toBe(`webcal://${clubs.a.org.host}/api/calendar-feeds/${secret}.ics`);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(body.exists).toBe(true);
    const again = await api(t, clubs.a.org, clubs.a.user.token).get('calendar-feeds/mine');
    expect(again.body).toMatchObject({ exists: true, url: null });
    expect(again.body.created_at).toBe(body.created_at);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it('is stored only as the SHA-256 of its secret', async () => {
    const { secret } = await resetFeed(clubs.a.org, clubs.a.user);
    const rows = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.personId, clubs.a.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].secretHash).toBe(sha256(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('needs a login to see or reset', async () => {
    expect((await api(t, clubs.a.org).get('calendar-feeds/mine')).status).toBe(401);
    expect((await api(t, clubs.a.org).post('calendar-feeds/mine/reset', undefined)).status).toBe(
      401,
    );
  });
});

describe('GET /api/calendar-feeds/<secret>.ics', () => {
  it('is a valid empty calendar while the member has no published shifts', async () => {
    const { secret } = await resetFeed(clubs.a.org, clubs.a.admin);
    const res = await feed(clubs.a.org, secret);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('BEGIN:VCALENDAR');
    expect(res.text).toContain('X-WR-TIMEZONE:Europe/London\r\n'); // the club's zone
    expect(parseEvents(res.text)).toEqual([]);
  });

  it("lists only the member's own published shifts, with event, role and location", async () => {
    const org = clubs.a.org.id;
    const boat = await insertLocation(t.db, org, 'Committee Boat');
    const shore = await insertLocation(t.db, org, 'Shore Office');
    const officer = await insertRole(t.db, org, 'Race Officer');
    const race = await insertEvent(t.db, org, {
      name: 'Spring Race',
      start: daysFromNow(5),
      locationId: shore.id,
    });
    const mine = await insertShift(t.db, race, {
      personId: clubs.a.user.id,
      published: true,
      roleId: officer.id,
      locationId: boat.id,
    });
    const plain = await insertShift(t.db, race, { personId: clubs.a.user.id, published: true });
    await insertShift(t.db, race, { personId: clubs.a.user.id, published: false });
    await insertShift(t.db, race, { personId: clubs.a.admin.id, published: true });
    await insertShift(t.db, race, { personId: null, published: true });

    const { secret } = await resetFeed(clubs.a.org, clubs.a.user);
    const res = await feed(clubs.a.org, secret);
    expect(res.status).toBe(200);
    const listed = parseEvents(res.text);
    expect(listed.map((e) => e.uid).sort()).toEqual(
      [`shift-${mine.id}@${clubs.a.org.host}`, `shift-${plain.id}@${clubs.a.org.host}`].sort(),
    );
    const withRole = listed.find((e) => e.uid.startsWith(`shift-${mine.id}@`));
    expect(withRole).toMatchObject({
      summary: 'Spring Race (Race Officer)',
      location: 'Committee Boat', // the shift's own location wins
      url: `http://${clubs.a.org.host}/events/${race.id}`,
    });
    expect(withRole?.start.getTime()).toBe(race.start.getTime());
    // without its own location the shift is at the event's
    expect(listed.find((e) => e.uid.startsWith(`shift-${plain.id}@`))).toMatchObject({
      summary: 'Spring Race',
      location: 'Shore Office',
    });
  });

  it('stops working the moment the member resets it; the new one works', async () => {
    const first = await resetFeed(clubs.a.org, clubs.a.user);
    expect((await feed(clubs.a.org, first.secret)).status).toBe(200);
    const second = await resetFeed(clubs.a.org, clubs.a.user);
    expect(second.secret).not.toBe(first.secret);
    const old = await feed(clubs.a.org, first.secret);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ detail: 'Not found.' });
    expect((await feed(clubs.a.org, second.secret)).status).toBe(200);
  });

  it("is 404 on another club's host", async () => {
    const { secret } = await resetFeed(clubs.a.org, clubs.a.user);
    expect((await feed(clubs.a.org, secret)).status).toBe(200);
    expect((await feed(clubs.b.org, secret)).status).toBe(404);
  });

  it('is 404 for anything but a current secret', async () => {
    const { secret } = await resetFeed(clubs.a.org, clubs.a.user);
    for (const path of [
      `calendar-feeds/${secret}`, // no .ics
      `calendar-feeds/${secret.slice(1)}.ics`,
      `calendar-feeds/${'A'.repeat(43)}.ics`,
      `calendar-feeds/${encodeURIComponent("' or 1=1 --")}.ics`,
      `calendar-feeds/.ics`,
    ]) {
      const res = await api(t, clubs.a.org).get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('takes the same number of statements however many shifts it lists', async () => {
    const { secret } = await resetFeed(clubs.b.org, clubs.b.user);
    t.queries.reset();
    expect(parseEvents((await feed(clubs.b.org, secret)).text)).toHaveLength(0);
    const none = t.queries.count;
    for (let day = 1; day <= 5; day++) {
      const event = await insertEvent(t.db, clubs.b.org.id, {
        name: `Bravo ${day}`,
        start: daysFromNow(day),
      });
      await insertShift(t.db, event, { personId: clubs.b.user.id, published: true });
    }
    t.queries.reset();
    expect(parseEvents((await feed(clubs.b.org, secret)).text)).toHaveLength(5);
    expect(t.queries.count).toBe(none);
  });
});
