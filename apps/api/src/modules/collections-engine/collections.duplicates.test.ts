import { createClub, type TestClub } from '@test/clubs';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 10, item 12: a club cannot have two roles (types, locations...) of the same name.
let t: TestApp;
let club: TestClub;
let other: TestClub;
const as = () => api(t, club, club.admin.token);

beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'Duplicates club');
  other = await createClub(t, t.db, 'Other club');
});
afterAll(() => t.close());

/** Each collection with unique names: its name field, an example item and the message. */
const named: [string, string, Record<string, unknown>, string][] = [
  ['roles', 'name', {}, 'A role with this name already exists.'],
  ['rolegroups', 'name', {}, 'A role group with this name already exists.'],
  ['assignments', 'name', {}, 'An assignment with this name already exists.'],
  ['locations', 'name', {}, 'A location with this name already exists.'],
  ['eventtypes', 'name', {}, 'An event type with this name already exists.'],
  ['competencies', 'name', {}, 'A competency with this name already exists.'],
  ['training', 'name', {}, 'A training course with this name already exists.'],
  ['profilefields', 'display_name', {}, 'A profile field with this name already exists.'],
  ['messagetemplates', 'name', {}, 'A message template with this name already exists.'],
];

describe.each(named)('%s: names are unique in the club', (collection, field, extra, message) => {
  const item = (name: string) => ({ ...extra, [field]: name });
  let firstId: number;

  it('a new name is created; the same name again, in another case, is refused on the field', async () => {
    const created = await as().post(`${collection}/`, [item('Harbour Watch')]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    firstId = created.body.ids[0];
    const again = await as().post(`${collection}/`, [item('  harbour WATCH ')]);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ [`0.${field}`]: [message] });
  });

  it('two items of one array with the same name are refused, and neither is written', async () => {
    const res = await as().post(`${collection}/`, [item('Twin'), item('TWIN')]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [`1.${field}`]: [message] });
    const list = await as().get(`${collection}/?${field}__eq=Twin`);
    expect(list.body.count).toBe(0);
  });

  it('renaming onto a taken name is refused; keeping or re-casing its own name is not', async () => {
    const second = await as().post(`${collection}/`, [item('Slipway')]);
    const secondId = second.body.ids[0];
    const clash = await as().put(`${collection}/`, [{ id: secondId, [field]: 'HARBOUR watch' }]);
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ [`0.${field}`]: [message] });
    const recase = await as().put(`${collection}/`, [{ id: firstId, [field]: 'Harbour watch' }]);
    expect(recase.status, JSON.stringify(recase.body)).toBe(200);
    // two rows swapping their names in one call is not a clash
    const swap = await as().put(`${collection}/`, [
      { id: firstId, [field]: 'Slipway' },
      { id: secondId, [field]: 'Harbour watch' },
    ]);
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
  });

  it('another club may use the same name', async () => {
    const res = await api(t, other, other.admin.token).post(`${collection}/`, [item('Slipway')]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
