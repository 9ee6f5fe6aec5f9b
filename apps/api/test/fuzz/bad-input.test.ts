import { createClub, type TestClub } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The inputs a probe found crashing requests (issue 8, item 3). Each must answer a 400 in
 * the spec's shape, keyed by the field at fault where there is one.
 */
let t: TestApp;
let club: TestClub;
beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  club = await createClub(t, t.db, 'Bad input club');
});
afterAll(() => t.close());

const admin = () => api(t, club, club.admin.token);
const INT4_OVERFLOW = 2 ** 31;

describe('ids and refs beyond a 32-bit integer', () => {
  it('a path id → 400 on id', async () => {
    const res = await admin().get(`roles/${INT4_OVERFLOW}/`);
    expect(res.status).toBe(400);
    expect(res.body.id).toBeTruthy();
  });

  it('a body ref → 400 on the item field', async () => {
    const res = await admin().post('roles/', [{ name: 'Big ref', role_group: INT4_OVERFLOW }]);
    expect(res.status).toBe(400);
    expect(res.body['0.role_group']).toBeTruthy();
  });

  it('an updated id → 400 on the item id', async () => {
    const res = await admin().put('roles/', [{ id: INT4_OVERFLOW, name: 'x' }]);
    expect(res.status).toBe(400);
    expect(res.body['0.id']).toBeTruthy();
  });

  it('a filter value → 400 on the filter', async () => {
    const res = await admin().get(`roles/?id__in=1,${INT4_OVERFLOW}`);
    expect(res.status).toBe(400);
    expect(res.body.id__in).toBeTruthy();
  });

  it('2^53 and beyond are refused the same way', async () => {
    const res = await admin().post('roles/', [{ name: 'Huge', role_group: 2 ** 53 + 2 }]);
    expect(res.status).toBe(400);
    expect(res.body['0.role_group']).toBeTruthy();
  });

  it('an id the database cannot hold, anywhere else, is still a 400', async () => {
    const res = await admin().put('people', [{ id: INT4_OVERFLOW, role: 'user' }]);
    expect(res.status).toBe(400);
  });
});

describe('a NUL character', () => {
  it('in search → 400 on search', async () => {
    const res = await admin().get('roles/?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.search).toEqual(['Remove the NUL character (\\u0000).']);
  });

  it('in a filter → 400 on the filter', async () => {
    const res = await admin().get('roles/?name=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.name).toBeTruthy();
  });

  it('in a written name → 400 on the item field', async () => {
    const res = await admin().post('roles/', [{ name: 'a\u0000b' }]);
    expect(res.status).toBe(400);
    expect(res.body['0.name']).toEqual(['Remove the NUL character (\\u0000).']);
  });

  it('in a registration name → 400 on name, and nobody is created', async () => {
    const res = await t.http().post('/api/register').set('Host', club.host).send({
      email: 'nul@example.test',
      name: 'a\u0000b',
      phone: '+4412345678',
      password: 'abcdefgh1',
    });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual(['Remove the NUL character (\\u0000).']);
  });

  it('in a key of the body → 400', async () => {
    const res = await admin().put('organisations/current/', { 'na\u0000me': 'x' });
    expect(res.status).toBe(400);
  });
});

describe('dates the database cannot hold', () => {
  it.each([
    'records/?achieved=0000-01-01',
    'records/?achieved__gt=0000-12-31',
    'news/?posted__gt=0000-01-01',
    'news/?posted__le=10000-01-01',
    'records/?achieved__lt=2024-02-30',
  ])('GET %s → 400 on the filter', async (path) => {
    const res = await admin().get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const key = decodeURIComponent(path.split('?')[1].split('=')[0]);
    expect(res.body[key]).toBeTruthy();
  });

  it.each([
    'news/?posted__le=9999-12-31',
    'news/?posted__gt=9999-12-31',
    'news/?posted=0001-01-01',
  ])('GET %s: the last and first storable days still filter', async (path) => {
    const res = await admin().get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a written day in year 0000 → 400 on the field', async () => {
    const res = await admin().post('news/', [{ content: 'Old news', posted: '0000-01-01' }]);
    expect(res.status).toBe(400);
    expect(res.body['0.posted']).toBeTruthy();
  });
});

describe('query keys named like Object properties', () => {
  it.each(['constructor', 'hasOwnProperty', 'toString', '__proto__', 'valueOf'])(
    '?%s=1 → 400 unknown filter',
    async (key) => {
      const res = await admin().get(`roles/?${key}=1`);
      expect(res.status).toBe(400);
      expect(res.body[key]).toEqual([`Unknown filter field '${key}'.`]);
    },
  );
});

describe('found by the fuzz suite', () => {
  it('a repeated query key named like an Object property → 400 on it', async () => {
    const res = await api(t, club, club.user.token).get(
      'messagetemplates/?hasOwnProperty=&hasOwnProperty=',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['hasOwnProperty']);
  });

  it("an overlong path segment → 414 {detail}, not Fastify's own shape", async () => {
    const res = await admin().get(`${'y'.repeat(300)}/0/`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ detail: 'The address is too long.' });
  });
});

describe('PUT /api/organisations/current/', () => {
  it('{} → 400 non_field_errors', async () => {
    const res = await admin().put('organisations/current/', {});
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual(['Send at least one setting to change.']);
  });

  it.each([
    ['no body at all', undefined],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"x"'],
    ['only undefined-able keys', '{"name": null}'],
  ])('%s → 400 in the spec shape', async (_, raw) => {
    const req = t
      .http()
      .put('/api/organisations/current/')
      .set('Host', club.host)
      .set('Authorization', `Bearer ${club.admin.token}`);
    const res =
      raw === undefined ? await req : await req.set('Content-Type', 'application/json').send(raw);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.values(res.body).every(Array.isArray)).toBe(true);
  });

  it('only unknown keys → 400 naming them', async () => {
    const res = await admin().put('organisations/current/', { colour: 'red' });
    expect(res.status).toBe(400);
  });

  it('a partial body still changes just that field', async () => {
    const res = await admin().put('organisations/current/', { contact_name: 'Sam' });
    expect(res.status).toBe(200);
    expect(res.body.contact_name).toBe('Sam');
    expect(res.body.name).toBe('Bad input club');
  });
});
