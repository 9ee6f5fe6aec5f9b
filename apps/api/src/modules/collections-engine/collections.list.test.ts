import { createClub, type TestClub } from '@test/clubs';
import { createPerson } from '@test/factories';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competencies,
  locations,
  messageTemplates,
  newsItems,
  profileFields,
  records,
  roleGroups,
  roles,
  training,
} from '@/db/schema';

let t: TestApp;
let club: TestClub;
const ids: Record<string, number> = {};
const get = (path: string) => api(t, club, club.admin.token).get(path);
/** The names of a list answer, in page order. */
const names = (
  body: { ids: number[]; results: Record<string, Record<string, { name: string }>> },
  c = 'roles',
) => body.ids.map((id) => body.results[c][id].name);

beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'List club');
  const org = { organisationId: club.id };
  const [water] = await t.db
    .insert(roleGroups)
    .values({ ...org, name: 'On the water' })
    .returning();
  ids.water = water.id;
  const inserted = await t.db
    .insert(roles)
    .values([
      { ...org, name: 'Helm', order: 2, description: 'boat', roleGroupId: water.id },
      { ...org, name: 'crew', order: 1, description: 'boat', roleGroupId: water.id },
      { ...org, name: 'Race Officer', order: 3, description: 'shore' },
      { ...org, name: 'Assistant race officer', order: 3, description: 'shore' },
      { ...org, name: 'Bosun', order: 0, description: '50% off_peak' },
    ])
    .returning();
  for (const r of inserted) ids[r.name] = r.id;
  await t.db
    .insert(locations)
    .values(Array.from({ length: 12 }, (_, i) => ({ ...org, name: `Pontoon ${i}` })));
  await t.db.insert(profileFields).values([
    { ...org, displayName: 'Sail number', userVisible: true },
    { ...org, displayName: 'Medical notes', userVisible: false },
  ]);
  const [firstAid, powerboat] = await t.db
    .insert(competencies)
    .values([
      { ...org, name: 'First aid', validityMonths: 36 },
      { ...org, name: 'Powerboat level 2' },
    ])
    .returning();
  Object.assign(ids, { firstAid: firstAid.id, powerboat: powerboat.id });
  const [course, other] = await t.db
    .insert(training)
    .values([
      { ...org, name: 'First aid course', competencyId: firstAid.id },
      { ...org, name: 'Club induction' },
    ])
    .returning();
  Object.assign(ids, { course: course.id, induction: other.id });
  const person = await createPerson(t.db, club, { withAccount: false });
  await t.db.insert(records).values([
    {
      ...org,
      personId: person.id,
      competencyId: firstAid.id,
      trainingId: course.id,
      achieved: '2024-01-10',
    },
    { ...org, personId: person.id, competencyId: powerboat.id, achieved: '2024-03-05' },
    {
      ...org,
      personId: person.id,
      competencyId: firstAid.id,
      achieved: '2024-06-30',
      current: false,
    },
  ]);
  await t.db.insert(newsItems).values([
    { ...org, content: 'Spring series', posted: new Date('2024-04-01T09:00:00Z') },
    // 23:30 on 2 April in the club's zone (Europe/London, BST): a day filter is the club's day
    { ...org, content: 'Late night', posted: new Date('2024-04-02T22:30:00Z') },
    { ...org, content: 'Summer', posted: new Date('2024-06-01T09:00:00Z') },
  ]);
  await t.db.insert(messageTemplates).values([
    { ...org, name: 'Reminder', channel: 'email' },
    { ...org, name: 'Text', channel: 'sms' },
  ]);
});
afterAll(() => t.close());

describe('paging', () => {
  it('answers a page, the count of all matches and the ids in sort order', async () => {
    const res = await get('roles/?sort=name&limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(names(res.body)).toEqual(['Bosun', 'crew']);
    expect(Object.keys(res.body.results.roles)).toHaveLength(2);
  });

  it('defaults to 10 rows', async () => {
    const res = await get('locations/');
    expect(res.body.ids).toHaveLength(10);
    expect(res.body.count).toBe(12);
  });

  it.each(['all', '0'])('limit=%s answers every row', async (limit) => {
    const res = await get(`locations/?limit=${limit}`);
    expect(res.body.ids).toHaveLength(12);
  });

  it('an offset past the end is an empty page with the full count', async () => {
    const res = await get('roles/?offset=50');
    expect(res.body).toEqual({ results: { roles: {} }, count: 5, ids: [] });
  });

  it.each(['description', '-description'])(
    'pages never overlap: ties are broken by id (sort=%s)',
    async (sort) => {
      const pages = await Promise.all(
        [0, 1, 2, 3, 4].map((o) => get(`roles/?sort=${sort}&limit=1&offset=${o}`)),
      );
      const seen = pages.flatMap((p) => p.body.ids);
      expect(new Set(seen).size).toBe(5);
    },
  );

  it.each([
    ['limit=1001', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-3', 'offset'],
  ])('%s is a 400 naming the parameter', async (query, key) => {
    const res = await get(`roles/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([key]);
  });
});

describe('sorting', () => {
  it('sorts by several keys, descending with -', async () => {
    const res = await get('roles/?sort=-order,name');
    expect(names(res.body)).toEqual([
      'Assistant race officer',
      'Race Officer',
      'Helm',
      'crew',
      'Bosun',
    ]);
  });

  it('sorts text without regard to case', async () => {
    const res = await get('roles/?sort=-name');
    expect(names(res.body)).toEqual([
      'Race Officer',
      'Helm',
      'crew',
      'Bosun',
      'Assistant race officer',
    ]);
  });

  it('uses the collection default: roles by order', async () => {
    const res = await get('roles/');
    expect(names(res.body)).toEqual([
      'Bosun',
      'crew',
      'Helm',
      'Assistant race officer',
      'Race Officer',
    ]);
  });

  it('records default to achieved, newest first', async () => {
    const res = await get('records/');
    expect(res.body.ids.map((id: number) => res.body.results.records[id].achieved)).toEqual([
      '2024-06-30',
      '2024-03-05',
      '2024-01-10',
    ]);
  });

  it('an unknown sort field is a 400 naming it', async () => {
    const res = await get('roles/?sort=order,-foo');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ sort: ["Unknown sort field 'foo'."] });
  });
});

describe('filters', () => {
  it.each([
    ['order=3', 2],
    ['order__eq=3', 2],
    ['order__ne=3', 3],
    ['order__gt=2', 2],
    ['order__ge=2', 3],
    ['order__lt=1', 1],
    ['order__le=1', 2],
    ['name=race', 2], // text: contains, ignoring case
    ['name__contains=RACE', 2],
    ['name__eq=Helm', 1],
    ['role_group__isnull=true', 3],
    ['role_group__isnull=false', 2],
  ])('roles?%s → %i rows', async (query, expected) => {
    const res = await get(`roles/?${query}&limit=all`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(expected);
  });

  it('id__in takes a comma list', async () => {
    const res = await get(`roles/?id__in=${ids.Helm},${ids.Bosun}`);
    expect(res.body.ids.sort()).toEqual([ids.Helm, ids.Bosun].sort());
  });

  it('a ref field filters by id', async () => {
    const res = await get(`roles/?role_group=${ids.water}`);
    expect(names(res.body).sort()).toEqual(['Helm', 'crew']);
  });

  it.each([
    ['user_visible=true', ['Sail number']],
    ['user_visible=false', ['Medical notes']],
    ['user_visible__eq=1', ['Sail number']],
  ])('booleans: profilefields?%s', async (query, expected) => {
    const res = await get(`profilefields/?${query}`);
    expect(
      res.body.ids.map((id: number) => res.body.results.profilefields[id].display_name),
    ).toEqual(expected);
  });

  it.each([
    ['achieved__ge=2024-03-05', 2],
    ['achieved__gt=2024-03-05', 1],
    ['achieved__le=2024-03-05', 2],
    ['achieved__lt=2024-03-05', 1],
    ['achieved__ge=2024-02-01&achieved__le=2024-04-01', 1],
    ['achieved=2024-01-10', 1],
    ['current=false', 1],
  ])('dates: records?%s → %i rows', async (query, expected) => {
    const res = await get(`records/?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(expected);
  });

  it.each([
    ['posted__ge=2024-04-02', ['Summer', 'Late night']],
    // a day's upper bound includes its evening
    ['posted__le=2024-04-02', ['Late night', 'Spring series']],
    ['posted__lt=2024-04-02', ['Spring series']],
    ['posted=2024-04-02', ['Late night']],
  ])('timestamps by day: news?%s', async (query, expected) => {
    const res = await get(`news/?${query}`);
    expect(res.body.ids.map((id: number) => res.body.results.news[id].content)).toEqual(expected);
  });

  it.each(['2024-13-01', '01/02/2024', '2024-02-30'])(
    'a bad date (%s) answers the spec message',
    async (day) => {
      const res = await get(`records/?achieved__ge=${day}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ achieved__ge: ['Date format must be YYYY-MM-DD.'] });
    },
  );

  it('choices: one value, several, or a 400 listing them', async () => {
    expect((await get('messagetemplates/?channel=sms')).body.count).toBe(1);
    expect((await get('messagetemplates/?channel__in=sms,email')).body.count).toBe(2);
    const bad = await get('messagetemplates/?channel=fax');
    expect(bad.status).toBe(400);
    expect(bad.body.channel[0]).toMatch(/not a valid choice.*email, sms/);
  });

  it('falsy filters are ignored', async () => {
    const res = await get('roles/?name=&order=null&role_group=undefined&search=&sort=&expand=');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
  });

  it.each([
    ['foo=1', 'foo', "Unknown filter field 'foo'."],
    [
      'name__xx=1',
      'name__xx',
      "Unknown filter operator 'xx' for 'name'. Use one of: contains, eq, isnull.",
    ],
    [
      'order__contains=1',
      'order__contains',
      expect.stringMatching(/^Unknown filter operator 'contains' for 'order'/),
    ],
    [
      'order__gt__lt=1',
      'order__gt__lt',
      expect.stringMatching(/^Unknown filter operator 'gt__lt'/),
    ],
    ['order=abc', 'order', 'A valid integer is required.'],
    ['order=99999999999', 'order', 'A valid integer is required.'],
    ['user_visible=maybe', 'user_visible', 'Must be true or false.'],
  ])('%s → 400 {%s: [...]}', async (query, key, message) => {
    const path = key === 'user_visible' ? 'profilefields' : 'roles';
    const res = await get(`${path}/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [key]: [message] });
  });

  it('collects every problem in one answer', async () => {
    const res = await get('roles/?foo=1&sort=bar&limit=x');
    expect(Object.keys(res.body).sort()).toEqual(['foo', 'limit', 'sort']);
  });
});

describe('search', () => {
  it('matches any search field, ignoring case', async () => {
    const res = await get('roles/?search=SHORE');
    expect(res.body.count).toBe(2);
  });

  it('every word must match', async () => {
    expect((await get('roles/?search=officer%20assistant')).body.count).toBe(1);
    expect((await get('roles/?search=race%20boat')).body.count).toBe(0);
  });

  it('treats % and _ literally', async () => {
    expect(names((await get('roles/?search=50%25')).body)).toEqual(['Bosun']);
    expect(names((await get('roles/?search=_')).body)).toEqual(['Bosun']);
  });

  it('searches through ref fields: records by training name', async () => {
    const res = await get('records/?search=course');
    expect(res.body.count).toBe(1);
    expect(Object.values(res.body.results.records)).toMatchObject([{ training: ids.course }]);
  });

  it('searches through a ref field: records by competency name', async () => {
    const res = await get('records/?search=powerboat');
    expect(res.body.count).toBe(1);
    expect(Object.values(res.body.results.records)).toMatchObject([{ competency: ids.powerboat }]);
  });

  it('combines with filters and the count follows', async () => {
    const res = await get('roles/?search=boat&order__ge=2');
    expect(names(res.body)).toEqual(['Helm']);
    expect(res.body.count).toBe(1);
  });
});

describe('expand', () => {
  it('side-loads the rows a page points to under their own collection', async () => {
    const res = await get('roles/?expand=rolegroups&sort=name');
    expect(res.body.results.rolegroups).toEqual({
      [ids.water]: { id: ids.water, name: 'On the water', order: 0 },
    });
  });

  it('side-loads several collections: records with competencies and training', async () => {
    const res = await get('records/?expand=competencies,training&current=true');
    expect(Object.keys(res.body.results).sort()).toEqual(['competencies', 'records', 'training']);
    expect(Object.keys(res.body.results.competencies).map(Number).sort()).toEqual(
      [ids.firstAid, ids.powerboat].sort(),
    );
    expect(Object.keys(res.body.results.training).map(Number)).toEqual([ids.course]);
  });

  it('only loads what the page points to', async () => {
    const res = await get('training/?expand=competencies&name__eq=Club%20induction');
    expect(res.body.results.competencies).toEqual({});
  });

  it('loads rows pointing back to the page: competencies with their training', async () => {
    const res = await get(`competencies/?expand=training&id=${ids.firstAid}`);
    expect(Object.keys(res.body.results.training).map(Number)).toEqual([ids.course]);
  });

  it('an unknown expand is a 400 listing what can be expanded', async () => {
    const res = await get('records/?expand=shifts');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      expand: ["Unknown expand 'shifts'. Expandable: people, competencies, training."],
    });
  });
});

describe('detail and visibleOnly', () => {
  it('GET /{collection}/{id}/ answers one row in the results shape, with expand', async () => {
    const res = await get(`roles/${ids.Helm}/?expand=rolegroups`);
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([ids.Helm]);
    expect(res.body.count).toBe(1);
    expect(res.body.results.roles[ids.Helm]).toEqual({
      id: ids.Helm,
      name: 'Helm',
      order: 2,
      role_group: ids.water,
      description: 'boat',
    });
    expect(Object.keys(res.body.results.rolegroups)).toEqual([String(ids.water)]);
  });

  it('an unknown id is a 404', async () => {
    const res = await get('roles/999999/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('visibleOnly keeps what users are shown (model selector)', async () => {
    const res = await get('profilefields/?visibleOnly=true&limit=50');
    expect(res.body.count).toBe(1);
    // harmless on collections without a rule
    expect((await get('roles/?visibleOnly=true&search=helm&limit=50')).body.count).toBe(1);
  });
});
