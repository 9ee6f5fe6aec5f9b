import { newClub } from '@test/clubs';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, expect, it } from 'vitest';

// Every line a request logs carries its request id, and once known its club and person;
// no line carries a password, a token or an Authorization header.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logLevel: 'info' });
});
afterAll(() => t.close());

it('logs each request with its request id, club and person, and no secret', async () => {
  const club = await newClub(t, { tokens: 'login' });
  const requestId = 'req-log-test-0001';
  t.logs.length = 0;
  const res = await t
    .http()
    .get('/api/auth/user')
    .set('Host', club.org.host)
    .set('Authorization', `Bearer ${club.admin.token}`)
    .set('x-request-id', requestId);
  expect(res.status).toBe(200);
  expect(res.headers['x-request-id']).toBe(requestId);
  const completed = t.logs.find((line) => line.msg === 'request completed');
  expect(completed).toMatchObject({
    reqId: requestId,
    org: club.org.id,
    person: club.admin.id,
    url: '/api/auth/user',
    status: 200,
  });
  for (const line of t.logs) expect(line.reqId).toBe(requestId);

  // A failed login and a login: the password and the tokens appear in no line.
  await t
    .http()
    .post('/api/auth/login')
    .set('Host', club.org.host)
    .send({ email: club.admin.email, password: 'wrong-password-not-logged' });
  const login = await t
    .http()
    .post('/api/auth/login')
    .set('Host', club.org.host)
    .send({ email: club.admin.email, password: club.admin.password });
  expect(login.status).toBe(200);
  const text = JSON.stringify(t.logs);
  for (const secret of [
    club.admin.password,
    'wrong-password-not-logged',
    club.admin.token,
    login.body.access,
    login.body.refresh,
  ]) {
    expect(text).not.toContain(secret);
  }
});

it('redacts secrets a caller hands the logger under their usual names', () => {
  const before = t.logs.length;
  t.app.log.info(
    {
      authorization: 'Bearer abc',
      secret: 'kiosk-secret',
      body: { password: 'hunter2', token: 'link-token', name: 'kept' },
    },
    'a careless line',
  );
  const line = t.logs.slice(before).find((l) => l.msg === 'a careless line');
  expect(line).toMatchObject({
    authorization: '[Redacted]',
    secret: '[Redacted]',
    body: { password: '[Redacted]', token: '[Redacted]', name: 'kept' },
  });
});
