import {
  KIOSK_SECRET_NOT_VALID_MESSAGE,
  KIOSK_SECRET_PREFIX,
  type KioskList,
} from '@crewcall/contract';
import { createLocation } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kiosks } from '@/db/schema';
import { sha256 } from '@/lib/secrets';
import { asKiosk, makeKiosk } from './testing/kiosk-calls';

/*
 * Kiosk devices and the kiosk's credential (issue 24): the secret is shown once and kept
 * only hashed, rotation and revocation stop the old secret at once, a secret works only on
 * its club's host and only on the kiosk calls, and no person's token opens a kiosk call.
 */
const LIMIT = 20;
const kit = useTwoClubs({ config: { RATE_LIMIT_KIOSK_PER_MINUTE: LIMIT } });
const a = () => kit.clubs.a;
const b = () => kit.clubs.b;
const kioskRow = async (id: number) =>
  (await kit.t.db.select().from(kiosks).where(eq(kiosks.id, id)))[0];

describe('kiosk devices (admin)', () => {
  it('answers the secret once, recognisable and long, and keeps only its SHA-256', async () => {
    const location = await createLocation(kit.t.db, a().org);
    const made = await makeKiosk(kit.t, a(), { name: 'Clubhouse door', location: location.id });
    expect(made.secret.startsWith(KIOSK_SECRET_PREFIX)).toBe(true);
    // 32 random bytes in base64url after the prefix
    expect(made.secret.slice(KIOSK_SECRET_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.kiosk).toMatchObject({
      name: 'Clubhouse door',
      location: location.id,
      secret_hint: made.secret.slice(-4),
      last_seen_at: null,
      is_active: true,
    });

    const row = await kioskRow(made.kiosk.id);
    expect(row.secretHash).toBe(sha256(made.secret));
    // no column of the row holds the secret, or its random part
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(made.secret);
    expect(stored).not.toContain(made.secret.slice(KIOSK_SECRET_PREFIX.length, -4));

    const list = await kit.asAdmin().get('kiosks');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.secret.slice(0, -4));
    expect((list.body as KioskList).results.kiosks[made.kiosk.id]).toEqual(made.kiosk);
    expect((await asKiosk(kit.t, a().org, made.secret).data()).status).toBe(200);
  });

  it('rotates: the old secret is refused at once, the new one works', async () => {
    const made = await makeKiosk(kit.t, a());
    expect((await asKiosk(kit.t, a().org, made.secret).data()).status).toBe(200);
    const rotated = await kit.asAdmin().post(`kiosks/${made.kiosk.id}/rotate`, undefined);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(made.secret);
    expect(rotated.body.kiosk.secret_hint).toBe(rotated.body.secret.slice(-4));

    const old = await asKiosk(kit.t, a().org, made.secret).data();
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ detail: KIOSK_SECRET_NOT_VALID_MESSAGE });
    expect((await asKiosk(kit.t, a().org, rotated.body.secret).data()).status).toBe(200);
    expect((await kioskRow(made.kiosk.id)).secretHash).toBe(sha256(rotated.body.secret));
  });

  it('revokes: 401 from then on, for data and confirm, until an admin rotates it', async () => {
    const made = await makeKiosk(kit.t, a());
    const revoked = await kit.asAdmin().post(`kiosks/${made.kiosk.id}/revoke`, undefined);
    expect(revoked.status).toBe(200);
    expect(revoked.body.kiosk.is_active).toBe(false);
    const kiosk = asKiosk(kit.t, a().org, made.secret);
    expect((await kiosk.data()).status).toBe(401);
    const confirm = await kiosk.confirm([
      {
        id: crypto.randomUUID(),
        sign: 'in',
        person: a().user.id,
        time: new Date().toISOString(),
      },
    ]);
    expect(confirm.status).toBe(401);

    const rotated = await kit.asAdmin().post(`kiosks/${made.kiosk.id}/rotate`, undefined);
    expect(rotated.body.kiosk.is_active).toBe(true);
    expect((await kiosk.data()).status).toBe(401); // the revoked secret stays dead
    expect((await asKiosk(kit.t, a().org, rotated.body.secret).data()).status).toBe(200);
  });

  it('renames and moves a kiosk; a location of another club is a field error', async () => {
    const made = await makeKiosk(kit.t, a());
    const here = await createLocation(kit.t.db, a().org);
    const there = await createLocation(kit.t.db, b().org);
    const moved = await kit.asAdmin().put(`kiosks/${made.kiosk.id}`, {
      name: 'Slipway',
      location: here.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.kiosk).toMatchObject({ name: 'Slipway', location: here.id });

    const refused = await kit.asAdmin().put(`kiosks/${made.kiosk.id}`, { location: there.id });
    expect(refused.status).toBe(400);
    expect(refused.body.location).toBeDefined();
    const made2 = await kit.asAdmin().post('kiosks', { name: 'X', location: there.id });
    expect(made2.status).toBe(400);
    expect((await kioskRow(made.kiosk.id)).locationId).toBe(here.id);

    expect((await kit.asAdmin().put(`kiosks/${made.kiosk.id}`, { name: ' ' })).status).toBe(400);
    expect((await kit.asAdmin().put(`kiosks/${made.kiosk.id}`, { secret_hash: 'x' })).status).toBe(
      400,
    );
  });

  it('deletes a kiosk: its secret is refused, a second delete is 404', async () => {
    const made = await makeKiosk(kit.t, a());
    expect((await kit.asAdmin().delete(`kiosks/${made.kiosk.id}`)).status).toBe(204);
    expect((await asKiosk(kit.t, a().org, made.secret).data()).status).toBe(401);
    expect((await kit.asAdmin().delete(`kiosks/${made.kiosk.id}`)).status).toBe(404);
  });

  it("keeps each club's kiosks to itself, and the devices to admins", async () => {
    const made = await makeKiosk(kit.t, a());
    const asB = kit.asAdminOfB();
    const listOfB = (await asB.get('kiosks')).body as KioskList;
    expect(listOfB.ids).not.toContain(made.kiosk.id);
    expect((await asB.put(`kiosks/${made.kiosk.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await asB.post(`kiosks/${made.kiosk.id}/rotate`, undefined)).status).toBe(404);
    expect((await asB.post(`kiosks/${made.kiosk.id}/revoke`, undefined)).status).toBe(404);
    expect((await asB.delete(`kiosks/${made.kiosk.id}`)).status).toBe(404);
    expect(await kioskRow(made.kiosk.id)).toMatchObject({
      name: made.kiosk.name,
      isActive: true,
      secretHash: sha256(made.secret),
    });

    expect((await kit.asMember().get('kiosks')).status).toBe(403);
    expect((await kit.asMember().post('kiosks', { name: 'Mine' })).status).toBe(403);
    expect((await kit.asAnonymous().get('kiosks')).status).toBe(401);
  });
});

describe("the kiosk's credential", () => {
  it("refuses a secret of club A on club B's host", async () => {
    const made = await makeKiosk(kit.t, a());
    const onB = asKiosk(kit.t, b().org, made.secret);
    expect((await onB.data()).status).toBe(401);
    const confirm = await onB.confirm([
      { id: crypto.randomUUID(), sign: 'in', person: b().user.id, time: new Date().toISOString() },
    ]);
    expect(confirm.status).toBe(401);
  });

  it("refuses a person's bearer token on kiosk calls, whoever's", async () => {
    for (const token of [a().admin.token, a().user.token]) {
      const kiosk = asKiosk(kit.t, a().org, undefined, { authorization: `Bearer ${token}` });
      expect((await kiosk.data()).status).toBe(401);
      expect((await kiosk.confirm([])).status).toBe(401);
    }
    // a token beside a wrong secret opens nothing either
    const both = asKiosk(kit.t, a().org, `${KIOSK_SECRET_PREFIX}wrong`, {
      authorization: `Bearer ${a().admin.token}`,
    });
    expect((await both.data()).status).toBe(401);
  });

  it('refuses missing, malformed and oversized secrets', async () => {
    const made = await makeKiosk(kit.t, a());
    for (const secret of ['', 'x', made.secret.slice(0, -1), `${made.secret}x`, 'k'.repeat(5000)]) {
      expect((await asKiosk(kit.t, a().org, secret).data()).status, secret.slice(0, 20)).toBe(401);
    }
    expect((await asKiosk(kit.t, a().org, undefined).data()).status).toBe(401);
  });

  it('opens no other route: a kiosk secret is no login anywhere else', async () => {
    const made = await makeKiosk(kit.t, a());
    const routes = ['auth/user', 'dashboard', 'kiosks', 'people/', 'roles/', 'timesheets'];
    for (const headers of [
      { 'x-kiosk-auth': made.secret },
      { authorization: `Bearer ${made.secret}` },
    ]) {
      for (const path of routes) {
        let req = kit.t.http().get(`/api/${path}`).set('Host', a().org.host);
        for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
        const res = await req;
        expect(res.status, `GET ${path} with ${Object.keys(headers)[0]}`).toBe(401);
      }
      const start = await asKiosk(kit.t, a().org, made.secret).put('shifts/1/start', {
        datetime: new Date().toISOString(),
      });
      expect(start.status).toBe(401);
    }
  });

  it('notes when a kiosk called in, at most once a minute', async () => {
    const made = await makeKiosk(kit.t, a());
    const kiosk = asKiosk(kit.t, a().org, made.secret);
    await kiosk.data();
    const first = (await kioskRow(made.kiosk.id)).lastSeenAt;
    expect(first).toBeInstanceOf(Date);
    await kiosk.data();
    expect((await kioskRow(made.kiosk.id)).lastSeenAt).toEqual(first);
    const listed = (await kit.asAdmin().get('kiosks')).body as KioskList;
    expect(listed.results.kiosks[made.kiosk.id].last_seen_at).toBe(first?.toISOString());

    // a minute later, the next call notes it again
    const earlier = new Date(Date.now() - 61_000);
    await kit.t.db.update(kiosks).set({ lastSeenAt: earlier }).where(eq(kiosks.id, made.kiosk.id));
    await kiosk.data();
    expect((await kioskRow(made.kiosk.id)).lastSeenAt?.getTime()).toBeGreaterThan(
      earlier.getTime(),
    );
  });

  it(`limits each kiosk to ${LIMIT} calls a minute (429 saying when), apart from other kiosks`, async () => {
    const busy = await makeKiosk(kit.t, a());
    const other = await makeKiosk(kit.t, a());
    const kiosk = asKiosk(kit.t, a().org, busy.secret);
    for (let i = 0; i < LIMIT; i++) expect((await kiosk.data()).status).toBe(200);
    const throttled = await kiosk.data();
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toMatch(/^Request was throttled\. Expected available in \d+/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await kiosk.confirm([])).status).toBe(429);
    expect((await asKiosk(kit.t, a().org, other.secret).data()).status).toBe(200);
  });
});

describe('admin calls', () => {
  it('a member of the club cannot rotate or revoke', async () => {
    const made = await makeKiosk(kit.t, a());
    const member = api(kit.t, a().org, a().user.token);
    expect((await member.post(`kiosks/${made.kiosk.id}/rotate`, undefined)).status).toBe(403);
    expect((await member.post(`kiosks/${made.kiosk.id}/revoke`, undefined)).status).toBe(403);
    expect((await asKiosk(kit.t, a().org, made.secret).data()).status).toBe(200);
  });
});
