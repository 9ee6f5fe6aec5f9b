import { initContract } from '@ts-rest/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContract } from './ts-rest';

const c = initContract();
const ping = c.router({
  ping: { method: 'GET', path: '/ping', responses: { 200: z.object({ ok: z.boolean() }) } },
});
const pong = c.router({
  pong: { method: 'GET', path: '/pong', responses: { 200: z.object({ ok: z.boolean() }) } },
});
const answer = async () => ({ status: 200 as const, body: { ok: true } });

describe('registerContract', () => {
  it('refuses a second contract in one scope (it would replace the first one’s error handler)', () => {
    const scope = Fastify();
    registerContract(scope, ping, { ping: answer });
    expect(() => registerContract(scope, pong, { pong: answer })).toThrow(/contract already/);
  });

  it('serves two contracts registered together, or each in a scope of its own', async () => {
    const together = Fastify();
    registerContract(together, { ...ping, ...pong }, { ping: answer, pong: answer });
    const apart = Fastify();
    await apart.register(async (scope) => registerContract(scope, ping, { ping: answer }));
    await apart.register(async (scope) => registerContract(scope, pong, { pong: answer }));
    for (const app of [together, apart]) {
      expect((await app.inject({ url: '/ping' })).json()).toEqual({ ok: true });
      expect((await app.inject({ url: '/pong' })).json()).toEqual({ ok: true });
      await app.close();
    }
  });
});
