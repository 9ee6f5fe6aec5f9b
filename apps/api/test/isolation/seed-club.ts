import type { collectionInputSchemas } from '@crewcall/contract';
import type { TestApp } from '@test/test-app';
import { expect } from 'vitest';
import type { ClubWithActors } from '../fuzz/actors';

/**
 * One row in every writable collection of a club, each carrying the club's marker (a
 * string no other club's data contains), created through the API as the club's admin.
 * Keys are in dependency order; `satisfies` makes a new input schema need an example.
 */
type Ids = Record<string, number[]>;
type Example = (marker: string, ids: Ids, club: ClubWithActors) => Record<string, unknown>;

const EXAMPLES = {
  rolegroups: (m) => ({ name: `${m} group` }),
  roles: (m, ids) => ({ name: `${m} role`, role_group: ids.rolegroups[0], description: m }),
  assignments: (m) => ({ name: `${m} assignment`, description: m }),
  locations: (m) => ({ name: `${m} location`, address: m }),
  eventtypes: (m) => ({ name: `${m} type`, description: m }),
  series: (m) => ({ name: `${m} series`, details: m }),
  events: (m, ids) => ({
    name: `${m} event`,
    details: m,
    start: '2024-05-01T09:00:00Z',
    end: '2024-05-01T17:00:00Z',
    location: ids.locations[0],
    eventtype: ids.eventtypes[0],
    series: ids.series[0],
  }),
  shifts: (_m, ids, club) => ({
    event: ids.events[0],
    person: club.memberId,
    role: ids.roles[0],
    assignment: ids.assignments[0],
    location: ids.locations[0],
    start: '2024-05-01T10:00:00Z',
    end: '2024-05-01T12:00:00Z',
    draft: '2024-04-01T00:00:00Z',
  }),
  profilefields: (m) => ({ display_name: `${m} field`, user_visible: true }),
  competencies: (m) => ({ name: `${m} competency`, description: m }),
  training: (m, ids) => ({ name: `${m} course`, competency: ids.competencies[0] }),
  equipment: (m, ids) => ({ name: `${m} radio`, location: ids.locations[0] }),
  news: (m) => ({ content: `${m} news` }),
  messagetemplates: (m) => ({ name: `${m} template`, subject: m, body: m }),
} satisfies Record<keyof typeof collectionInputSchemas, Example>;

export const exampleItem = (collection: string, marker: string, ids: Ids, club: ClubWithActors) =>
  (EXAMPLES as Record<string, Example | undefined>)[collection]?.(marker, ids, club);

/** Creates the rows; answers their ids by collection (people: the admin and the member). */
export async function seedClub(t: TestApp, club: ClubWithActors, marker: string): Promise<Ids> {
  const ids: Ids = { people: [club.adminId, club.memberId] };
  for (const collection of Object.keys(EXAMPLES)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${collection}/`,
      headers: { host: club.host, authorization: (await club.authorization('admin')) ?? '' },
      payload: [exampleItem(collection, marker, ids, club)],
    });
    expect(res.statusCode, `seeding ${collection}: ${res.body}`).toBe(201);
    ids[collection] = res.json().ids;
  }
  // Records are written through their own call (POST /api/records/add), not the engine's.
  const record = await t.app.inject({
    method: 'POST',
    url: '/api/records/add',
    headers: { host: club.host, authorization: (await club.authorization('admin')) ?? '' },
    payload: {
      person: club.memberId,
      competency: ids.competencies[0],
      training: ids.training[0],
      achieved: '2024-05-01',
      details: marker,
    },
  });
  expect(record.statusCode, `seeding records: ${record.body}`).toBe(201);
  ids.records = record.json().ids;
  // Timesheets on, so the timesheet calls answer admins rather than refusing the feature.
  const features = await t.app.inject({
    method: 'PUT',
    url: '/api/organisations/current/',
    headers: { host: club.host, authorization: (await club.authorization('admin')) ?? '' },
    payload: { feature_timesheets: true },
  });
  expect(features.statusCode, `turning timesheets on: ${features.body}`).toBe(200);
  return ids;
}
