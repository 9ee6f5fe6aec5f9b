import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedAnswers, TIME_STEP_MS } from './embedded-answers';

/*
 * The kept answers on their own: a scope shaped as the tenant scope is (club found first,
 * the hooks where plugins/tenant.ts puts them), with a read that counts its calls, a
 * generation and a clock the test moves.
 */
let app: FastifyInstance;
let generation: number;
let clock: number;
let reads: number;
let status: number;

const token = (expiresAt: number) =>
  `Bearer x.${Buffer.from(JSON.stringify({ exp: expiresAt / 1000 })).toString('base64url')}.y`;

beforeEach(async () => {
  generation = 1;
  clock = 1_000 * TIME_STEP_MS; // at the start of a step
  reads = 0;
  status = 200;
  app = Fastify();
  const answers = embeddedAnswers({ generation: () => generation, now: () => clock });
  app.decorateRequest('organisation', null as never);
  app.addHook('onRequest', async (request) => {
    request.organisation = { id: Number(request.headers['x-club'] ?? 1) } as never;
  });
  app.addHook('onRequest', answers.serveKept);
  app.addHook('onSend', answers.keep);
  app.addHook('onResponse', answers.forget);
  const read = async (
    request: { headers: Record<string, unknown> },
    reply: { code: (n: number) => void },
  ) => {
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 20)); // as a read waiting its turn
    reply.code(status);
    return { read: reads, club: request.headers['x-club'] ?? '1' };
  };
  app.get('/api/dashboard', read);
  app.get('/api/kiosk/data', read); // not a kept read
  app.post('/api/dashboard', read);
  await app.ready();
});
afterEach(() => app.close());

const get = (url = '/api/dashboard', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: 'Bearer a', ...headers } });

describe('embedded answers', () => {
  it('answers a read asked again from what it kept, byte for byte, without reading', async () => {
    const first = await get();
    const second = await get();
    expect(reads).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-kept-answer']).toBe('1');
    expect(first.headers['x-kept-answer']).toBeUndefined();
  });

  it('reads again once the generation moved (a write), and keeps the new answer', async () => {
    await get();
    generation += 1;
    expect(JSON.parse((await get()).body).read).toBe(2);
    expect(JSON.parse((await get()).body).read).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again in the next step of the clock, and never past the token’s expiry', async () => {
    await get();
    clock += TIME_STEP_MS - 1;
    await get();
    expect(reads).toBe(1);
    clock += 1;
    await get();
    expect(reads).toBe(2);
    // A token that expires inside the step: its answer is not served after that.
    const expiring = { authorization: token(clock + 100) };
    await get('/api/dashboard', expiring);
    await get('/api/dashboard', expiring);
    expect(reads).toBe(3);
    clock += 100;
    await get('/api/dashboard', expiring);
    expect(reads).toBe(4);
  });

  it('keeps callers, clubs, URLs and encodings apart', async () => {
    await get();
    await get('/api/dashboard', { authorization: 'Bearer b' });
    await get('/api/dashboard', { 'x-club': '2' });
    await get('/api/dashboard?x=1');
    await get('/api/dashboard', { 'accept-encoding': 'gzip' });
    await get('/api/dashboard', { authorization: '' });
    expect(reads).toBe(6);
    expect(JSON.parse((await get('/api/dashboard', { 'x-club': '2' })).body).club).toBe('2');
    expect(reads).toBe(6);
  });

  it('reads once for calls that ask the same at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get()));
    expect(reads).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('keeps no refusal or error, and the calls waiting on one read for themselves', async () => {
    status = 401;
    const [refused, waiting] = await Promise.all([get(), get()]);
    expect([refused.statusCode, waiting.statusCode]).toEqual([401, 401]);
    expect(reads).toBe(2);
    status = 200;
    expect((await get()).statusCode).toBe(200);
    expect(reads).toBe(3);
  });

  it('keeps only the listed reads, and only GET', async () => {
    await get('/api/kiosk/data');
    await get('/api/kiosk/data');
    await app.inject({ method: 'POST', url: '/api/dashboard', payload: {} });
    await app.inject({ method: 'POST', url: '/api/dashboard', payload: {} });
    expect(reads).toBe(4);
  });
});
