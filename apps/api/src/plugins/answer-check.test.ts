import { createTestApp, type TestApp } from '@test/test-app';
import { initContract } from '@ts-rest/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rawJson, sendJsonText, stringifyWithRaw } from '@/lib/json-text';
import { registerContract } from '@/lib/ts-rest';
import answerCheckPlugin, { answerProblems, routesByMethodAndPath } from './answer-check';
import errorsPlugin from './errors';

/**
 * The answer check (tests only) catches JSON that does not match the contract, however it
 * was written: an object, JSON text from PostgreSQL sent as it is, or raw lists inside an
 * object. A tiny contract with deliberately wrong answers shows each one caught.
 */
const c = initContract();
const Card = z.object({ id: z.number().int(), name: z.string() }).strict();
const tiny = c.router(
  {
    good: { method: 'GET', path: '/good', responses: { 200: z.array(Card) } },
    wrongObject: { method: 'GET', path: '/wrong-object', responses: { 200: Card } },
    wrongText: { method: 'GET', path: '/wrong-text/:id', responses: { 200: z.array(Card) } },
    wrongRaw: {
      method: 'GET',
      path: '/wrong-raw',
      responses: { 200: z.object({ cards: z.array(Card) }) },
    },
    loose: {
      method: 'GET',
      path: '/loose',
      responses: { 200: z.object({ rows: z.array(z.object({ id: z.number() })) }) },
    },
    undeclared: { method: 'POST', path: '/undeclared', body: c.noBody(), responses: { 201: Card } },
    empty: { method: 'DELETE', path: '/empty', body: c.noBody(), responses: { 204: c.noBody() } },
    refused: {
      method: 'GET',
      path: '/refused',
      responses: { 404: z.object({ detail: z.string() }) },
    },
  },
  { pathPrefix: '/api' },
);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(answerCheckPlugin, { router: tiny });
  await app.register(async (scope) => {
    registerContract(scope, tiny, {
      good: async () => ({ status: 200, body: [{ id: 1, name: 'Radio' }] }),
      // a field the strict schema does not know
      wrongObject: async () => ({ status: 200, body: { id: 1, name: 'x', secret: 's' } as never }),
      // JSON text "written by PostgreSQL": id as a string, as a bigint cast would
      wrongText: async ({ reply }) => ({
        status: 200,
        body: sendJsonText(reply, '[{"id":"7","name":"Radio"}]'),
      }),
      wrongRaw: async ({ reply }) => {
        reply.header('content-type', 'application/json; charset=utf-8');
        const body = stringifyWithRaw({ cards: rawJson('[{"id":1}]') });
        return { status: 200, body: body as never };
      },
      // zod would strip it; the check names it (a column the SQL let through)
      loose: async () => ({
        status: 200,
        body: { rows: [{ id: 1, organisation_id: 9 }] } as never,
      }),
      undeclared: async () => ({ status: 200 as 201, body: { id: 1, name: 'x' } }),
      empty: async () => ({ status: 204, body: undefined }),
      refused: async () => ({ status: 404, body: { detail: 'No such thing.' } }),
    });
  });
  await app.ready();
});
afterAll(() => app?.close());

async function get(url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  app.answerCheckFailures.length = 0;
  const res = await app.inject({ method, url });
  return { res, failures: [...app.answerCheckFailures] };
}

describe('the answer check', () => {
  it('lets a matching answer through untouched', async () => {
    const { res, failures } = await get('/api/good');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, name: 'Radio' }]);
    expect(failures).toEqual([]);
  });

  it('turns an answer with a field a strict schema does not know into a 500 naming it', async () => {
    const { res, failures } = await get('/api/wrong-object');
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toContain('wrongObject');
    expect(res.json().detail).toContain("Unrecognized key(s) in object: 'secret'");
    expect(failures).toMatchObject([{ route: 'wrongObject', status: 200 }]);
  });

  it('catches JSON text sent as it is (sendJsonText), with the path of the wrong field', async () => {
    const { res, failures } = await get('/api/wrong-text/7');
    expect(res.statusCode).toBe(500);
    expect(failures).toMatchObject([
      {
        route: 'wrongText',
        url: '/api/wrong-text/7',
        problems: ['0.id: Expected number, received string'],
      },
    ]);
  });

  it('catches raw lists inside an object (rawJson + stringifyWithRaw)', async () => {
    const { failures } = await get('/api/wrong-raw');
    expect(failures).toMatchObject([{ route: 'wrongRaw', problems: ['cards.0.name: Required.'] }]);
  });

  it('catches a key the contract does not name even where its schema is not strict', async () => {
    const { failures } = await get('/api/loose');
    expect(failures).toMatchObject([
      { route: 'loose', problems: ["rows.0: Unrecognized key(s) in object: 'organisation_id'"] },
    ]);
  });

  it('catches a success status the contract does not declare', async () => {
    const { res, failures } = await get('/api/undeclared', 'POST');
    expect(res.statusCode).toBe(500);
    expect(failures[0]?.problems).toEqual(['status 200 is not in the contract']);
  });

  it('accepts an empty 204 and a declared error', async () => {
    expect((await get('/api/empty', 'DELETE')).failures).toEqual([]);
    const refused = await get('/api/refused');
    expect(refused.res.statusCode).toBe(404);
    expect(refused.failures).toEqual([]);
  });

  it('leaves answers of paths outside the contract alone', async () => {
    const { res, failures } = await get('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(failures).toEqual([]);
  });
});

describe('answerProblems', () => {
  const routes = routesByMethodAndPath(tiny);
  const good = routes.get('GET /api/good')?.route;

  it('finds every route of a contract by method and path', () => {
    expect([...routes.values()].map((r) => r.name).sort()).toEqual(Object.keys(tiny).sort());
  });

  it('reads a gzipped answer as it was sent (stored calendar answers are)', async () => {
    const { gzipSync } = await import('node:zlib');
    const bytes = gzipSync('[{"id":1,"name":"Radio"},{"id":2}]');
    expect(
      answerProblems(good as never, {
        status: 200,
        contentType: 'application/json',
        contentEncoding: 'gzip',
        payload: bytes,
      }),
    ).toEqual(['1.name: Required.']);
  });

  it('an undeclared error must still be in one of the spec error shapes', () => {
    const answer = (payload: string) =>
      answerProblems(good as never, { status: 413, contentType: 'application/json', payload });
    expect(answer('{"detail":"The request body is too large."}')).toEqual([]);
    expect(answer('{"message":"too large"}')).not.toEqual([]);
  });

  it('refuses a body that is not JSON where JSON is declared', () => {
    expect(
      answerProblems(good as never, { status: 200, contentType: 'text/plain', payload: 'hi' }),
    ).toEqual(['content type text/plain, not JSON']);
  });
});

describe('in the test kit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is on, and the product contract routes it checks exist in the app', async () => {
    expect(t.config.CHECK_RESPONSES).toBe(true);
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(t.app.answerCheckFailures).toEqual([]);
    expect(routesByMethodAndPath().get('GET /api/health')?.name).toBe('system.health');
  });
});
