import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twoClubs } from '@test/clubs';
import { createTestApp, type TestApp } from '@test/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * A request holds a pooled connection (its club transaction) from its first hook to its
 * answer. Clients that hang up while their request waits for a connection, or before
 * their body has arrived, must give it back: otherwise a burst of aborted requests (a load
 * balancer's timeout, a closed tab) leaves every connection "idle in transaction" and the
 * API hangs. The test app's pool has 5 connections.
 */
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  clubs = await twoClubs(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** A POST whose body is announced but never sent; the client hangs up after `ms`. */
function abandonedPost(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/requests/batch',
      headers: {
        host: clubs.a.org.host,
        authorization: `Bearer ${clubs.a.admin.token}`,
        'content-type': 'application/json',
        'content-length': '1000',
      },
    });
    req.on('error', () => resolve());
    req.flushHeaders();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, ms);
  });
}

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        timeout: 5_000,
        headers: { host: clubs.a.org.host, authorization: `Bearer ${clubs.a.admin.token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve(-1); // no answer: the pool is gone
    });
    req.on('error', reject);
    req.end();
  });
}

it('gives the connection back when clients hang up mid-request, even while waiting for one', async () => {
  // Four times the pool: most wait for a connection when their clients hang up.
  await Promise.all(Array.from({ length: 20 }, () => abandonedPost(200)));
  const statuses = await Promise.all(Array.from({ length: 10 }, () => get('/api/roles/')));
  expect(statuses).toEqual(Array(10).fill(200));
}, 30_000);

it('has PostgreSQL end a transaction left idle (the backstop)', async () => {
  const [row] = (await t.database.db.execute(
    sql`show idle_in_transaction_session_timeout`,
  )) as unknown as { idle_in_transaction_session_timeout: string }[];
  expect(row.idle_in_transaction_session_timeout).toBe('1min');
});
