import { collectionRowSchemas } from '@crewcall/contract';
import { withMailbox } from '@test/mail';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { collectionRegistry } from '@/modules/collection-registry';
import type { CollectionDefinition } from '@/modules/collections-engine';
import { deepStrict } from '@/plugins/deep-strict';
import { contractRoutes, fillPath } from '../fuzz/contract-routes';
import { type AnswerClub, answerClub } from './answer-club';
import { CALLS, type Call } from './calls';

/**
 * Every answer checked against the contract, generated from the contract: each route gets
 * the realistic calls of calls.ts (as the right person, on a club with rows in every
 * list), must answer its declared success status, and its answer must parse with the
 * route's response schema; generic collection rows also with their collection's row
 * schema. The test app's answer check (plugins/answer-check.ts) checks the same on every
 * other API test; here no route is left out: a route of the contract without a call in
 * calls.ts fails the first test, by name.
 */

/** Routes whose success answer is not JSON, and what it is instead (checked by content type). */
const NOT_JSON: Record<string, string> = {
  'calendarFeeds.clubFeed': 'text/calendar',
  'calendarFeeds.personalFeed': 'text/calendar',
};

let t: TestApp;
let club: AnswerClub;

beforeAll(async () => {
  t = await createTestApp({ ...relaxedLimits, ...withMailbox() });
  club = await answerClub(t);
}, 120_000);
afterAll(() => t?.close());

const successStatus = (route: AppRoute) =>
  Number(Object.keys(route.responses).find((status) => Number(status) < 300));

describe('every route of the contract has a check', () => {
  it('each route has realistic calls in calls.ts', () => {
    const missing = contractRoutes.map((r) => r.name).filter((name) => !CALLS[name]);
    expect(
      missing,
      'add a realistic call for these routes to test/contract-answers/calls.ts',
    ).toEqual([]);
  });

  // calls.ts may keep an entry for a route that has left the contract (it is never
  // called): the walk follows the contract, not the table. The non-JSON list must be exact.
  it('the non-JSON list names only routes that exist', () => {
    const names = new Set(contractRoutes.map((r) => r.name));
    expect(Object.keys(NOT_JSON).filter((name) => !names.has(name))).toEqual([]);
  });
});

/** A collection row's schema as `caller` reads it (members see `userFields` only). */
function rowSchema(collection: string, caller: Call['as']) {
  const schema = (collectionRowSchemas as Record<string, z.AnyZodObject>)[collection];
  if (!schema) return undefined;
  const userFields = (collectionRegistry.get(collection) as CollectionDefinition).userFields;
  if (caller === 'admin' || !userFields) return schema;
  return schema.pick(Object.fromEntries(['id', ...userFields].map((field) => [field, true])));
}

/** Generic collection answers: every row (side-loaded ones too) against its collection's schema. */
function checkCollectionRows(
  answer: { results: Record<string, Record<string, unknown>> },
  call: Call,
) {
  for (const [collection, rows] of Object.entries(answer.results)) {
    const schema = rowSchema(collection, call.as);
    expect(schema, `no row schema for collection ${collection}`).toBeDefined();
    for (const [id, row] of Object.entries(rows)) {
      const parsed = schema && deepStrict(schema).safeParse(row);
      expect(
        parsed?.error?.issues ?? [],
        `${collection} ${id} as ${call.as}: ${JSON.stringify(row)}`,
      ).toEqual([]);
    }
  }
}

describe.each(contractRoutes)('$name', ({ name, route }) => {
  it('answers its calls as the contract says', async () => {
    const calls = await (CALLS[name]?.({ t, club }) ?? []);
    expect(calls.length, `no calls for ${name}`).toBeGreaterThan(0);
    const status = successStatus(route);
    for (const call of calls) {
      const path = fillPath(
        route.path,
        Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, String(v)])),
      );
      const url = call.query ? `${path}?${call.query}` : path;
      const res = await club.call(call.as, route.method, url, call.body);
      const label = `${call.as} ${route.method} ${url} → ${res.status} ${res.body.slice(0, 500)}`;
      expect(res.status, label).toBe(status);
      expect(t.app.answerCheckFailures, label).toEqual([]);

      const contentType = String(res.headers['content-type'] ?? '');
      const schema = (route.responses as Record<number, unknown>)[status];
      if (NOT_JSON[name]) {
        expect(contentType, label).toContain(NOT_JSON[name]);
        continue;
      }
      if (typeof schema === 'symbol') {
        expect(res.body, label).toBe(''); // c.noBody()
        continue;
      }
      expect(contentType, label).toContain('application/json');
      const answer = (schema as z.ZodTypeAny).parse(res.json());
      // and no key the contract does not name, at any depth
      const strict = deepStrict(schema as z.ZodTypeAny).safeParse(res.json());
      expect(strict.error?.issues ?? [], `${label}: keys the contract does not name`).toEqual([]);
      if (call.collection) checkCollectionRows(res.json(), call);
      call.shows?.(answer);
    }
  });
});
