import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('GET /api/ready with every part up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  });
  afterAll(() => t.close());

  it('is 200 with each part checked, whatever the Host', async () => {
    const res = await t.http().get('/api/ready').set('Host', 'unknown.example');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
  });

  it('is 503 naming the database once it is down, while /api/health says so too', async () => {
    await t.database.close();
    const res = await t.http().get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      status: 'unavailable',
      detail: 'Not answering: the database.',
      checks: { database: 'failed', redis: 'ok', storage: 'ok' },
    });
    expect((await t.http().get('/api/health')).status).toBe(503);
  });
});

describe('GET /api/ready with Redis and the media store unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Nothing listens on port 1: both fail fast, as a dead host would after the time limit.
      REDIS_URL: 'redis://127.0.0.1:1',
      S3_BUCKET: 'crewcall-media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });
  afterAll(() => t.close());

  it('is 503 naming each part that failed; Redis not configured is skipped, not failed', async () => {
    const started = Date.now();
    const res = await t.http().get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'unavailable',
      detail: 'Not answering: Redis, the media store.',
      checks: { database: 'ok', redis: 'failed', storage: 'failed' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('GET /api/ready without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('skips Redis', async () => {
    const res = await t.http().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'ok', redis: 'skipped', storage: 'ok' });
  });
});
