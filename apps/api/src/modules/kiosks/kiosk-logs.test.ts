import { newClub } from '@test/clubs';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKiosk, makeKiosk } from './testing/kiosk-calls';

// A kiosk secret is a credential: no log line may hold it, whatever the call answered.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { logLevel: 'info' });
});
afterAll(() => t?.close());

it('never logs a kiosk secret: made, rotated, used, refused', async () => {
  const club = await newClub(t);
  const made = await makeKiosk(t, club);
  const kiosk = asKiosk(t, club.org, made.secret);
  expect((await kiosk.data()).status).toBe(200);
  expect((await kiosk.confirm([{ id: 'x', sign: 'in', person: 1, time: 'now' }])).status).toBe(400);
  const rotated = await t
    .http()
    .post(`/api/kiosks/${made.kiosk.id}/rotate`)
    .set('Host', club.org.host)
    .set('Authorization', `Bearer ${club.admin.token}`);
  expect(rotated.status).toBe(200);
  expect((await kiosk.data()).status).toBe(401); // the old secret, refused

  expect(t.logs.length).toBeGreaterThan(0);
  const logged = JSON.stringify(t.logs);
  for (const secret of [made.secret, rotated.body.secret as string]) {
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(secret.slice(-20));
  }
});
