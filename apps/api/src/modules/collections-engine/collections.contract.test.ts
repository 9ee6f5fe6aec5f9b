import { COLLECTION_NAMES, collectionInputSchemas, collectionRowSchemas } from '@crewcall/contract';
import { createClub, type TestClub } from '@test/clubs';
import { createPerson } from '@test/factories';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, messages, requests } from '@/db/schema';
import { collectionRegistry as collections } from '@/modules/collection-registry';

// The contract describes what the server does: the same collections, the same input
// schemas, and rows that parse strictly with the contract's row schemas.
let t: TestApp;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'Contract club');
  const as = api(t, club, club.admin.token);
  const person = await createPerson(t.db, club, { withAccount: false });
  const group = await as.post('rolegroups/', [{ name: 'Water' }]);
  const location = await as.post('locations/', [{ name: 'Dock', address: '1 Quay' }]);
  const comp = await as.post('competencies/', [{ name: 'First aid', validity_months: 12 }]);
  const course = await as.post('training/', [{ name: 'FA course', competency: comp.body.ids[0] }]);
  const made = await Promise.all([
    as.post('roles/', [{ name: 'Helm', role_group: group.body.ids[0] }]),
    as.post('assignments/', [{ name: 'Safety 1' }]),
    as.post('eventtypes/', [{ name: 'Race', color: '#01579B' }]),
    as.post('profilefields/', [{ display_name: 'Sail no', user_visible: true }]),
    as.post('equipment/', [{ name: 'RIB', location: location.body.ids[0] }]),
    as.post('news/', [{ content: 'Hello', show_until: '2099-01-01' }]),
    // records are written through their own call, not the engine's
    as.post('records/add', {
      person: person.id,
      competency: comp.body.ids[0],
      training: course.body.ids[0],
      achieved: '2024-05-01',
    }),
    as.post('messagetemplates/', [{ name: 'Reminder', channel: 'sms', body: 'See you' }]),
  ]);
  for (const res of made) expect(res.status, JSON.stringify(res.body)).toBe(201);
  const series = await as.post('series/', [{ name: 'Summer', consecutive: true }]);
  const event = await as.post('events/', [
    {
      name: 'Race 1',
      start: '2024-05-01T09:00:00Z',
      end: '2024-05-01T12:00:00Z',
      series: series.body.ids[0],
    },
  ]);
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const shift = await as.post('shifts/', [
    {
      event: event.body.ids[0],
      person: person.id,
      start: '2024-05-01T09:00:00Z',
      end: '2024-05-01T10:00:00Z',
    },
  ]);
  expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  await t.db
    .insert(requests)
    .values({ organisationId: club.id, personId: person.id, eventId: event.body.ids[0] });
  await t.db
    .insert(messages)
    .values({ organisationId: club.id, channel: 'email', toAddress: 'a@b.test', body: 'Hi' });
  await t.db.insert(apiKeys).values({
    organisationId: club.id,
    name: 'Feed',
    keyHash: 'h',
    keyPrefix: 'cc_1',
    scopes: ['read'],
  });
});
afterAll(() => t.close());

describe('contract and registry agree', () => {
  it('on the collection names', () => {
    expect([...collections.keys()].sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  it('on the input schemas', () => {
    for (const def of collections.values()) {
      if (def.write?.create) {
        expect(def.write.create).toBe(
          collectionInputSchemas[def.name as keyof typeof collectionInputSchemas],
        );
      }
    }
  });

  it('every key an input schema accepts is a writable field of its definition', () => {
    for (const def of collections.values()) {
      for (const key of Object.keys(def.write?.create?.shape ?? {})) {
        expect(def.fields[key], `${def.name}.${key}`).toBeDefined();
        expect(['id', 'list'], `${def.name}.${key}`).not.toContain(def.fields[key].kind);
      }
    }
  });

  it.each([...COLLECTION_NAMES])(
    'rows of %s parse strictly with the contract row schema',
    async (name) => {
      const res = await api(t, club, club.admin.token).get(`${name}/?limit=all`);
      expect(res.status).toBe(200);
      const rows = Object.values(res.body.results[name]);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) collectionRowSchemas[name].strict().parse(row);
    },
  );
});
