import { COLLECTION_NAMES } from '@crewcall/contract';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRegistry } from '@/modules/collection-registry';
import type { CollectionDefinition } from '@/modules/collections-engine';
import { expandableFrom } from '@/modules/collections-engine/read';
import { type ActorName, type ClubWithActors, clubWithActors } from '../fuzz/actors';
import { type ContractRoute, contractRoutes, fillPath } from '../fuzz/contract-routes';
import { type Access, ROUTE_ACCESS, type RouteRule } from './route-access';
import { exampleItem, seedClub } from './seed-club';

/**
 * Club isolation, generated from the contract: every route × {anonymous, member, admin,
 * the other club's admin, the operator}, and club A's admin naming club B's ids in paths,
 * filters, bodies and references. Club B's distinctive strings must never appear in an
 * answer on club A's host, and nothing A tries changes B. A route missing from
 * route-access.ts fails the suite, so every new route is covered the day it is added.
 */
let t: TestApp;
let a: ClubWithActors;
let b: ClubWithActors;
let aIds: Record<string, number[]>;
let bIds: Record<string, number[]>;
let bSecrets: string[];
let bBefore: string;
const A_MARK = 'ALPHAMARK';
const B_MARK = 'BRAVOMARK';
const NO_SUCH_ID = '2147483647';

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  a = await clubWithActors(t, 'Alpha Harbour Club');
  b = await clubWithActors(t, 'Bravo Quay Yachts');
  aIds = await seedClub(t, a, A_MARK);
  bIds = await seedClub(t, b, B_MARK);
  bSecrets = [B_MARK, ...b.secrets];
  bBefore = await snapshot(b);
}, 120_000);
afterAll(() => t?.close());

type Caller = ActorName | 'otherAdmin';

/**
 * One call on club A's host as `caller`; B's strings never appear in the answer (except
 * to the operator on platform routes, whose job is every club). A member or admin whose
 * token an earlier call ended (logout everywhere) logs in again and retries once.
 */
async function callA(
  caller: Caller,
  method: string,
  url: string,
  body?: unknown,
  opts: { mayShowOtherClubs?: boolean } = {},
) {
  let res = await send(caller, method, url, body);
  if (res.statusCode === 401 && (caller === 'member' || caller === 'admin')) {
    a.noteAnswer(caller, 401);
    res = await send(caller, method, url, body);
  }
  const label = `${caller} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (!opts.mayShowOtherClubs) {
    for (const secret of bSecrets) {
      expect(res.body, `${label} shows club B's '${secret}'`).not.toContain(secret);
    }
  }
  return { status: res.statusCode, body: res.body, label };
}

async function send(caller: Caller, method: string, url: string, body?: unknown) {
  const authorization =
    caller === 'otherAdmin' ? await b.authorization('admin') : await a.authorization(caller);
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { host: a.host, ...(authorization ? { authorization } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** Everything club B's admin can read, to prove nothing A tried changed it. */
async function snapshot(club: ClubWithActors) {
  const parts: string[] = [];
  for (const collection of COLLECTION_NAMES) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${collection}/?limit=all`,
      headers: { host: club.host, authorization: (await club.authorization('admin')) ?? '' },
    });
    parts.push(`${collection} ${res.statusCode} ${res.body}`);
  }
  return parts.join('\n');
}

type Answer = { status: number; label: string };
const allowed = (r: Answer) => expect([401, 403], r.label).not.toContain(r.status);
const refused = (r: Answer, statuses: number[]) => expect(statuses, r.label).toContain(r.status);
const refusedWith =
  (...statuses: number[]) =>
  (r: Answer) =>
    refused(r, statuses);
const anyAnswer = () => {};

/** What each caller gets from a route of each access rule (on club A's host). */
const EXPECTED: Record<Exclude<Access, 'collection'>, Record<Caller, (r: Answer) => void>> = {
  public: {
    anonymous: allowed,
    member: allowed,
    admin: allowed,
    otherAdmin: anyAnswer,
    operator: anyAnswer,
  },
  member: {
    anonymous: refusedWith(401),
    member: allowed,
    admin: allowed,
    otherAdmin: refusedWith(401),
    operator: refusedWith(401),
  },
  admin: {
    anonymous: refusedWith(401),
    member: refusedWith(403),
    admin: allowed,
    otherAdmin: refusedWith(401),
    operator: refusedWith(401),
  },
  operator: {
    anonymous: refusedWith(401),
    member: refusedWith(401, 403),
    admin: refusedWith(401, 403),
    otherAdmin: refusedWith(401, 403),
    operator: allowed,
  },
  // No person's token opens a kiosk call, whoever's: only a kiosk secret does.
  kiosk: {
    anonymous: refusedWith(401),
    member: refusedWith(401),
    admin: refusedWith(401),
    otherAdmin: refusedWith(401),
    operator: refusedWith(401),
  },
};

/** A body that passes the contract's shape, so access is decided by the route itself. */
function neutralBody(route: ContractRoute) {
  if (route.route.method === 'GET' || route.route.method === 'DELETE') return undefined;
  return route.name === 'collections.update'
    ? [{ id: Number(NO_SUCH_ID) }]
    : route.name === 'collections.create'
      ? [{}]
      : {};
}

describe('the contract is fully classified', () => {
  it('every route has an access rule in route-access.ts', () => {
    const missing = contractRoutes.map((r) => r.name).filter((name) => !ROUTE_ACCESS[name]);
    expect(missing, 'add these routes to test/isolation/route-access.ts').toEqual([]);
  });

  it('every access rule names a route that exists', () => {
    const names = new Set(contractRoutes.map((r) => r.name));
    expect(Object.keys(ROUTE_ACCESS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each(contractRoutes.filter((r) => ROUTE_ACCESS[r.name]?.access !== 'collection'))(
  '$name',
  (route) => {
    const rule = ROUTE_ACCESS[route.name] as RouteRule;
    const url = () => fillPath(route.route.path, new Proxy({}, { get: () => '1' }));
    const call = (caller: Caller, body = neutralBody(route)) =>
      callA(caller, route.route.method, url(), body, {
        mayShowOtherClubs: caller === 'operator' && rule.access === 'operator',
      });

    it('each caller gets exactly the access the rule gives', async () => {
      const expectations = EXPECTED[rule.access as Exclude<Access, 'collection'>];
      for (const caller of ['anonymous', 'member', 'admin', 'otherAdmin', 'operator'] as Caller[]) {
        expectations[caller](await call(caller));
      }
    });

    if (rule.crossClubBody) {
      it("club A's admin naming club B's people is refused", async () => {
        const r = await call('admin', rule.crossClubBody?.(b) as object);
        refused(r, rule.crossClubStatuses ?? [400, 404]);
      });
    }
  },
);

describe.each([...COLLECTION_NAMES])('collection %s', (collection) => {
  const def = collectionRegistry.get(collection) as CollectionDefinition;
  const writes = def.write ?? {};
  const list = `/api/${collection}/`;
  const item = (id: string | number) => `/api/${collection}/${id}/`;

  it("anonymous, the other club's admin and the operator are refused on every route", async () => {
    for (const caller of ['anonymous', 'otherAdmin', 'operator'] as Caller[]) {
      refused(await callA(caller, 'GET', list), [401]);
      refused(await callA(caller, 'GET', item(NO_SUCH_ID)), [401]);
      refused(await callA(caller, 'POST', list, [{}]), [401]);
      refused(await callA(caller, 'PUT', list, [{ id: Number(NO_SUCH_ID) }]), [401]);
      refused(await callA(caller, 'DELETE', item(NO_SUCH_ID)), [401]);
    }
  });

  it('members read only what the collection lets users read, and never write', async () => {
    const read = await callA('member', 'GET', list);
    if (def.read === 'user') allowed(read);
    else refused(read, [403]);
    refused(await callA('member', 'POST', list, [{}]), [403, 405]);
    refused(await callA('member', 'PUT', list, [{ id: Number(NO_SUCH_ID) }]), [403, 405]);
    refused(await callA('member', 'DELETE', item(NO_SUCH_ID)), [403, 405]);
  });

  it("club A's admin gets A's rows, and B's ids are not found in any path, filter or body", async () => {
    // every row of A, with everything it can side-load: nothing of B comes along
    const expand = expandableFrom(collectionRegistry, def, Object.keys(def.fields)).join(',');
    const own = await callA(
      'admin',
      'GET',
      `${list}?limit=all${expand ? `&expand=${expand}` : ''}`,
    );
    expect(own.status, own.label).toBe(200);
    // A's own rows are there (people are named after their club, the rest carry A's mark)
    if (aIds[collection]?.length) {
      expect(own.body, own.label).toContain(collection === 'people' ? a.name : A_MARK);
    }
    const ids = bIds[collection] ?? [];
    if (!ids.length) return;
    const filtered = await callA('admin', 'GET', `${list}?id__in=${ids.join(',')}`);
    expect(JSON.parse(filtered.body).count, filtered.label).toBe(0);
    for (const id of ids) {
      refused(await callA('admin', 'GET', item(id)), [404]);
      refused(await callA('admin', 'DELETE', item(id)), writes.delete ? [404] : [405]);
      // people are written by their own route (PUT /api/people), which wins over the engine's
      const unwritable = [400, 404, 405];
      refused(
        await callA('admin', 'PUT', list, [{ id }]),
        writes.create || writes.update ? [400] : unwritable,
      );
    }
  });

  it("club A's admin cannot point A's rows at B's rows", async () => {
    const refs = Object.entries(def.fields).filter(([, f]) => f.kind === 'ref' && f.ref);
    if (!writes.create || !refs.length) return;
    for (const [field, f] of refs) {
      const target = bIds[f.ref?.collection ?? ''];
      if (!target?.length) continue;
      const example = exampleItem(collection, A_MARK, { ...bIds }, a) ?? {};
      const res = await callA('admin', 'POST', list, [{ ...example, [field]: target[0] }]);
      refused(res, [400]);
      expect(JSON.parse(res.body)[`0.${field}`], res.label).toBeTruthy();
    }
  });
});

describe('club B afterwards', () => {
  it('is exactly as it was: nothing club A tried changed it', async () => {
    expect(await snapshot(b)).toEqual(bBefore);
  });
});
