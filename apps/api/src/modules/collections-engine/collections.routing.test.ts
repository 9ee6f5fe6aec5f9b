import { createClub, type TestClub } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The generic /api/{collection}/ routes must not shadow the specific ones.
let t: TestApp;
let club: TestClub;
beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'Routing club');
});
afterAll(() => t.close());

describe('specific routes win over /api/{collection}/', () => {
  it('GET /api/organisations/current/', async () => {
    const res = await api(t, club).get('organisations/current/');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Routing club');
  });

  it('GET /api/auth/user and POST /api/auth/login', async () => {
    const res = await api(t, club, club.admin.token).get('auth/user');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(club.admin.id);
  });

  it('GET /api/people (the people module)', async () => {
    const res = await api(t, club, club.admin.token).get('people');
    expect(res.status).toBe(200);
    expect(res.body.results.people).toBeTruthy();
  });

  it('POST /api/register/check', async () => {
    const res = await api(t, club).post('register/check', { email: 'new@example.test' });
    expect(res.status).toBe(200);
  });

  it('GET /api/health', async () => {
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

describe('what is not a collection', () => {
  it.each([
    ['nothing/', 'nothing'],
    ['rolesx', 'rolesx'],
    ['nothing/1/', 'nothing'],
  ])('GET /api/%s → 400 naming the unknown collection', async (path, name) => {
    const res = await api(t, club, club.admin.token).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ collection: [`Unknown collection '${name}'.`] });
  });

  it('a method a real collection or route does not take is a plain 404', async () => {
    expect((await t.http().patch('/api/roles/').set('Host', club.host)).status).toBe(404);
    expect((await t.http().delete('/api/health').set('Host', club.host)).status).toBe(404);
  });

  it.each(['roles/abc/', 'roles/1/2/', 'nothing/deeper/path/'])(
    'GET /api/%s → 404 {detail}',
    async (path) => {
      const res = await api(t, club, club.admin.token).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    },
  );

  it('works with and without the trailing slash', async () => {
    const as = api(t, club, club.admin.token);
    expect((await as.get('roles')).status).toBe(200);
    expect((await as.get('roles/')).status).toBe(200);
  });
});
