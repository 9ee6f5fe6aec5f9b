import { createServer } from 'node:net';
import { newClub } from '@test/clubs';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema';
import { startMetrics } from '@/lib/metrics';

/** A port nobody listens on right now (asked of the OS, then let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ METRICS_PORT: port, METRICS_HOST: '127.0.0.1' });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
};

/** The value of one series in Prometheus' text format (0 when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics on their own port', () => {
  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    const health =
      'crewcall_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const before = seriesValue(await scrape(), health);
    for (let i = 0; i < 3; i++) expect((await t.http().get('/api/health')).status).toBe(200);
    await t.http().get('/api/events/public/987654').set('Host', 'nowhere.example');
    const text = await scrape();
    expect(seriesValue(text, health)).toBe(before + 3);
    expect(text).toContain(
      'crewcall_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
    );
    expect(text).toMatch(/route="\/api\/events\/public\/:id"/);
    expect(text).not.toContain('987654');
  });

  it('reads the queue depth and failed jobs from the jobs table when scraped', async () => {
    const club = await newClub(t);
    const pending = 'crewcall_jobs{status="pending"}';
    const failed = 'crewcall_jobs{status="failed"}';
    const before = await scrape();
    // Due next year: the runner leaves them be.
    const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await t.db.insert(jobs).values([
      { organisationId: club.org.id, name: 'test.depth', payload: {}, runAt: later },
      { organisationId: club.org.id, name: 'test.depth', payload: {}, runAt: later },
      { organisationId: club.org.id, name: 'test.depth', payload: {}, status: 'failed' },
    ]);
    const after = await scrape();
    expect(seriesValue(after, pending)).toBe(seriesValue(before, pending) + 2);
    expect(seriesValue(after, failed)).toBe(seriesValue(before, failed) + 1);
  });

  it('counts emails handed to the provider, and names the job and SMS counters', async () => {
    const club = await newClub(t);
    const sent = 'crewcall_messages_total{channel="email",outcome="sent"}';
    const before = seriesValue(await scrape(), sent);
    const res = await t
      .http()
      .put('/api/password_reset/request')
      .set('Host', club.org.host)
      .send({ email: club.user.email });
    expect(res.status).toBe(200);
    await t.app.jobs.settled();
    const text = await scrape();
    expect(seriesValue(text, sent)).toBe(before + 1);
    expect(text).toContain('# TYPE crewcall_jobs_failed_total counter');
    expect(text).toContain('# TYPE crewcall_messages_total counter');
    expect(text).toContain('crewcall_process_cpu_seconds_total');
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the API port', async () => {
    const res = await t.http().get('/metrics');
    expect(res.text).not.toContain('crewcall_http_request_duration_seconds');
  });
});

describe('without a metrics port', () => {
  it('observes no request: nobody could scrape it, so nothing is spent on it', async () => {
    const quiet = await createTestApp();
    try {
      const healthCount = async () =>
        (await (await startMetrics()).httpRequestDuration.get()).values.find(
          (v) =>
            v.metricName === 'crewcall_http_request_duration_seconds_count' &&
            v.labels.route === '/api/health',
        )?.value ?? 0;
      const before = await healthCount();
      for (let i = 0; i < 3; i++) expect((await quiet.http().get('/api/health')).status).toBe(200);
      expect(await healthCount()).toBe(before);
      // The app with a port, in the same process, still counts its own.
      expect((await t.http().get('/api/health')).status).toBe(200);
      expect(await healthCount()).toBe(before + 1);
    } finally {
      await quiet.close();
    }
  });
});
