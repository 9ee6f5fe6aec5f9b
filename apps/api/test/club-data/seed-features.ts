import { createAvailability, createEvent, createRequest } from '@test/factories';
import type { TestApp } from '@test/test-app';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { newMediaPath } from '@/adapters/media/media-paths';
import type { ClubWithActors } from '../fuzz/actors';

/**
 * More of a club's features than the collections (isolation/seed-club.ts) reach: a
 * request and an availability (factories), a kiosk, a personal calendar feed and a
 * password reset (through the API, so their jobs and messages are written as in use),
 * and two pictures (the admin's avatar and the club's logo) in the media store, each
 * starting with the club's name.
 */
export async function seedFeatures(t: TestApp, club: ClubWithActors): Promise<void> {
  const call = async (
    method: 'POST' | 'PUT',
    url: string,
    actor: 'admin' | 'member',
    body = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { host: club.host, authorization: (await club.authorization(actor)) ?? '' },
      payload: body,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const event = await createEvent(t.db, club, { start: '2024-06-01T09:00:00Z', hours: 4 });
  await createRequest(t.db, club, { personId: club.memberId, eventId: event.id });
  await createAvailability(t.db, club, {
    personId: club.memberId,
    start: '2024-06-01T00:00:00Z',
    end: '2024-06-02T00:00:00Z',
    available: 1,
  });
  await call('POST', '/api/kiosks', 'admin', { name: `${club.name} kiosk` });
  await call('POST', '/api/calendar-feeds/mine/reset', 'member');
  const [member] = await t.db.execute<{ email: string }>(
    sql`select a.email from people p join accounts a on a.id = p.account_id where p.id = ${club.memberId}`,
  );
  await call('PUT', '/api/password_reset/request', 'member', { email: member.email });
  await t.app.jobs.settled();

  const avatar = newMediaPath('avatars', 'webp');
  const logo = newMediaPath('logos', 'webp');
  for (const path of [avatar, logo])
    await t.app.media.put(club.id, path, Buffer.from(`${club.name} ${path}`), 'image/webp');
  await t.db.execute(sql`update people set avatar = ${avatar} where id = ${club.adminId}`);
  await t.db.execute(sql`update organisations set logo = ${logo} where id = ${club.id}`);
}
