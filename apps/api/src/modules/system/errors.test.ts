import { createTestApp, OPERATOR_TOKEN, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '@/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT: 2048 });
});
afterAll(() => t.close());

const post = () =>
  t.http().post('/api/platform/organisations').set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

describe('malformed requests answer 4xx in the spec shape, never 500', () => {
  it('malformed JSON → 400 non_field_errors', async () => {
    const res = await post().set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
  });

  it('a wrong content type → 415 detail', async () => {
    const res = await post().set('Content-Type', 'application/xml').send('<org/>');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: 'Unsupported media type. Send application/json.' });
  });

  it('an oversized body → 413 detail', async () => {
    const res = await post().send({ name: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'The request body is too large.' });
  });

  it('a JSON array where an object is expected → 400', async () => {
    const res = await post().send([1, 2, 3]);
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors?.[0] ?? Object.values(res.body)[0]).toBeTruthy();
  });

  it('wrong types → 400 field errors and nothing created', async () => {
    const res = await post().send({ name: 42, prefix: ['x'], domains: 'a.test', admin: null });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(['name', 'prefix', 'domains', 'admin']),
    );
    expect(await t.db.select().from(organisations)).toHaveLength(0);
  });

  it('an unknown API route → 404 detail', async () => {
    const res = await t.http().get('/api/does/not/exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('never leaks a stack trace', async () => {
    const res = await post().set('Content-Type', 'application/json').send('{');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:|node_modules/);
  });

  it('returns a request id on every answer', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'trace-me-123');
    expect(res.headers['x-request-id']).toBe('trace-me-123');
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const down = await createTestApp();
    await down.database.close();
    try {
      const res = await down.http().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unavailable');
    } finally {
      await down.app.close();
    }
  });
});

describe('POST /api/client-errors', () => {
  it('accepts a report', async () => {
    const res = await t
      .http()
      .post('/api/client-errors')
      .send({ message: 'Boom', level: 'error', version: '1.4.14', environment: 'production' });
    expect(res.status).toBe(204);
  });

  it('refuses a report without a message', async () => {
    const res = await t
      .http()
      .post('/api/client-errors')
      .send({ version: '1.4.14', environment: 'production' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Required.']);
  });
});
