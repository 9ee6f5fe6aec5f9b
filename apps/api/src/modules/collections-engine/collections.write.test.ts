import { createClub, type TestClub } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, events, locations, roles, shifts } from '@/db/schema';

let t: TestApp;
let club: TestClub;
const as = () => api(t, club, club.admin.token);
const roleNames = async () =>
  (await t.db.select().from(roles).where(eq(roles.organisationId, club.id)))
    .map((r) => r.name)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'Write club');
});
afterAll(() => t.close());

describe('POST /api/{collection}/', () => {
  it('creates an array of rows and answers them in the results shape (201)', async () => {
    const res = await as().post('roles/', [
      { name: 'Helm', order: 1 },
      { name: 'Crew', description: 'Hikes' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(2);
    const [helm, crew] = res.body.ids;
    expect(res.body.results.roles[helm]).toEqual({
      id: helm,
      name: 'Helm',
      order: 1,
      role_group: null,
      description: '',
    });
    expect(res.body.results.roles[crew]).toMatchObject({
      name: 'Crew',
      description: 'Hikes',
      order: 0,
    });
  });

  it('is all or nothing: one bad item and nothing is written', async () => {
    const before = await roleNames();
    const res = await as().post('roles/', [
      { name: 'Bosun' },
      { name: '' },
      { name: 'Cook', order: 'x' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      '1.name': ['Required.'],
      '2.order': ['Expected number, received string'],
    });
    expect(await roleNames()).toEqual(before);
  });

  it('is strict: a field the collection does not take is an error, keyed by item', async () => {
    const res = await as().post('roles/', [{ name: 'Bosun', colour: 'red', id: 7 }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      '0.colour': ["Unknown field 'colour'."],
      '0.id': ["Unknown field 'id'."],
    });
  });

  it('a missing required field says Required.', async () => {
    const res = await as().post('locations/', [{ address: 'Harbour' }]);
    expect(res.body).toEqual({ '0.name': ['Required.'] });
  });

  it('refuses a ref to a row that does not exist, and writes nothing', async () => {
    const before = await roleNames();
    const res = await as().post('roles/', [
      { name: 'Ok' },
      { name: 'Grouped', role_group: 424242 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '1.role_group': ['Role group 424242 does not exist.'] });
    expect(await roleNames()).toEqual(before);
  });

  it('an empty array, or not an array, is a 400', async () => {
    expect((await as().post('roles/', [])).status).toBe(400);
    expect((await as().post('roles/', { name: 'x' })).status).toBe(400);
  });

  it('sets server-owned values: the author of news', async () => {
    const res = await as().post('news/', [
      { content: 'Launch day', posted: '2024-05-01T10:00:00+01:00' },
    ]);
    expect(res.status).toBe(201);
    const [id] = res.body.ids;
    expect(res.body.results.news[id]).toMatchObject({
      author: club.admin.id,
      posted: '2024-05-01T09:00:00.000Z',
      show_until: null,
    });
  });
  // Derived values kept after a write (a record's expiry) and the records' date message:
  // modules/training/records.test.ts (records are written through their own calls).
});

describe('PUT /api/{collection}/', () => {
  it('changes several rows, each with its own fields, and answers them', async () => {
    const made = await as().post('assignments/', [{ name: 'Safety 1' }, { name: 'Safety 2' }]);
    const [one, two] = made.body.ids;
    const res = await as().put('assignments/', [
      { id: one, description: 'RIB' },
      { id: two, name: 'Committee boat' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([one, two]);
    expect(res.body.results.assignments[one]).toMatchObject({
      name: 'Safety 1',
      description: 'RIB',
    });
    expect(res.body.results.assignments[two]).toMatchObject({
      name: 'Committee boat',
      description: '',
    });
  });

  it('reorders by [{id, order}, ...]', async () => {
    const made = await as().post('rolegroups/', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const [a, b, c] = made.body.ids;
    await as().put('rolegroups/', [
      { id: c, order: 0 },
      { id: a, order: 1 },
      { id: b, order: 2 },
    ]);
    const list = await as().get(`rolegroups/?id__in=${a},${b},${c}`);
    expect(list.body.ids).toEqual([c, a, b]);
  });

  it('is all or nothing: a bad item leaves every row as it was', async () => {
    const made = await as().post('locations/', [{ name: 'Slipway' }]);
    const [id] = made.body.ids;
    const res = await as().put('locations/', [
      { id, name: 'Renamed' },
      { id: 999999, name: 'Ghost' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '1.id': ['Location 999999 does not exist.'] });
    const [row] = await t.db.select().from(locations).where(eq(locations.id, id));
    expect(row.name).toBe('Slipway');
  });

  it('validates every item: id required, fields strict, duplicates refused', async () => {
    const made = await as().post('locations/', [{ name: 'Boathouse' }]);
    const [id] = made.body.ids;
    expect((await as().put('locations/', [{ name: 'x' }])).body).toEqual({ '0.id': ['Required.'] });
    expect((await as().put('locations/', [{ id, name: '' }])).body).toEqual({
      '0.name': ['Required.'],
    });
    expect((await as().put('locations/', [{ id, town: 'x' }])).body).toEqual({
      '0.town': ["Unknown field 'town'."],
    });
    expect((await as().put('locations/', [{ id }, { id }])).body).toEqual({
      '1.id': ['Duplicate id.'],
    });
  });

  it('can clear an optional ref with null', async () => {
    const group = await as().post('rolegroups/', [{ name: 'Shore' }]);
    const made = await as().post('roles/', [{ name: 'Starter', role_group: group.body.ids[0] }]);
    const [id] = made.body.ids;
    const res = await as().put('roles/', [{ id, role_group: null }]);
    expect(res.body.results.roles[id].role_group).toBeNull();
  });
});

describe('DELETE /api/{collection}/{id}/', () => {
  it('deletes (204) and the row is gone', async () => {
    const made = await as().post('eventtypes/', [{ name: 'Social', color: '#ff0000' }]);
    const [id] = made.body.ids;
    const res = await as().delete(`eventtypes/${id}/`);
    expect(res.status).toBe(204);
    expect((await as().get(`eventtypes/${id}/`)).status).toBe(404);
  });

  it('refuses to delete what is in use, with the spec shape', async () => {
    const made = await as().post('roles/', [{ name: 'Race officer' }]);
    const [roleId] = made.body.ids;
    const [event] = await t.db
      .insert(events)
      .values({ organisationId: club.id, name: 'Regatta', start: new Date(), end: new Date() })
      .returning();
    await t.db.insert(shifts).values({
      organisationId: club.id,
      eventId: event.id,
      roleId,
      start: new Date(),
      end: new Date(),
    });
    const res = await as().delete(`roles/${roleId}/`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['This role is in use and cannot be deleted.'] });
    expect(await t.db.select().from(roles).where(eq(roles.id, roleId))).toHaveLength(1);
  });

  it('an unknown id is a 404', async () => {
    expect((await as().delete('roles/999999/')).status).toBe(404);
  });

  it('api keys can be listed and deleted, never written, and never show their hash', async () => {
    const [key] = await t.db
      .insert(apiKeys)
      .values({
        organisationId: club.id,
        name: 'Results feed',
        keyHash: 'secret-hash',
        keyPrefix: 'cc_ab12',
      })
      .returning();
    const list = await as().get('apikeys/');
    expect(list.body.results.apikeys[key.id]).toMatchObject({
      name: 'Results feed',
      key_prefix: 'cc_ab12',
    });
    expect(JSON.stringify(list.body)).not.toContain('secret-hash');
    expect((await as().get('apikeys/?key_hash=secret-hash')).status).toBe(400);
    expect((await as().post('apikeys/', [{ name: 'x' }])).status).toBe(405);
    expect((await as().put('apikeys/', [{ id: key.id, name: 'x' }])).status).toBe(405);
    expect((await as().delete(`apikeys/${key.id}/`)).status).toBe(204);
  });

  it('message records are read-only', async () => {
    expect((await as().post('messagerecords/', [{ subject: 'x' }])).body).toEqual({
      detail: 'Method "POST" not allowed.',
    });
    expect((await as().delete('messagerecords/1/')).status).toBe(405);
  });
});
