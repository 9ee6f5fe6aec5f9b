import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { bindToRequestLog } from './log-bindings';

it("adds fields to the request's own log lines only, never to another request's", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  app.get('/bound', async (request) => {
    bindToRequestLog(request, { org: 7, person: 42 });
    request.log.info('bound');
    return {};
  });
  app.get('/plain', async (request) => {
    request.log.info('plain');
    return {};
  });
  await app.inject('/bound');
  await app.inject('/plain');
  await app.close();
  const bound = lines.find((line) => line.msg === 'bound');
  const plain = lines.find((line) => line.msg === 'plain');
  expect(bound).toMatchObject({ org: 7, person: 42 });
  expect(plain).toBeDefined();
  expect(plain).not.toHaveProperty('org');
  expect(plain).not.toHaveProperty('person');
});
