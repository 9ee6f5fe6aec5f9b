import { randomUUID } from 'node:crypto';
import { COLLECTION_NAMES } from '@crewcall/contract';
import { createEvent, createShifts } from '@test/factories';
import { linkIn, mailboxOf } from '@test/mail';
import { smsboxOf } from '@test/sms';
import type { TestApp } from '@test/test-app';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { people } from '@/db/schema';
import { collectionRegistry } from '@/modules/collection-registry';
import type { CollectionDefinition } from '@/modules/collections-engine';
import { expandableFrom } from '@/modules/collections-engine/read';
import { signedLinkKey } from '@/modules/messaging';
import { insertDutyLinks } from '@/modules/shifts/duty-confirmation.queries';
import { dutyToken, dutyTokenHash } from '@/modules/shifts/duty-links';
import { contractRoutes } from '../fuzz/contract-routes';
import { exampleItem } from '../isolation/seed-club';
import type { AnswerClub, Caller } from './answer-club';

/**
 * For every route of the contract, one or more realistic successful calls (who calls, the
 * path's values, the query, the body), and for the heavy answers what they must show, so
 * their schema is checked on real rows. contract-answers.test.ts fails while a route of
 * the contract has no entry here: a new route gets its check the day it exists.
 */
export type Call = {
  as: Caller;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string | number>;
  /** The query string, without '?'. */
  query?: string;
  body?: unknown;
  /** What the answer must hold (non-empty lists), so the check saw real items. */
  shows?: (answer: Parsed) => void;
  /** Which collection a generic collection call is about (for the row schemas). */
  collection?: string;
};

/** An answer after its schema parsed it: each `shows` knows its route's shape. */
// biome-ignore lint/suspicious/noExplicitAny: the shape differs by route, and was just checked
export type Parsed = any;

type Context = { t: TestApp; club: AnswerClub };
type CallsOf = (ctx: Context) => Call[] | Promise<Call[]>;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The calendar day `days` after a YYYY-MM-DD day. */
const dayAfter = (day: string, days: number) =>
  iso(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).slice(0, 10);
const some = (list: unknown[] | Record<string, unknown>, what: string) =>
  expect(Object.keys(list).length, `${what} is empty: nothing of it was checked`).toBeGreaterThan(
    0,
  );
let counter = 0;
const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${++counter}`;

const definition = (name: string) => collectionRegistry.get(name) as CollectionDefinition;
const canWrite = (name: string) => {
  const write = definition(name).write;
  return {
    create: !!write?.create,
    update: !!(write?.create || write?.update),
    delete: !!write?.delete,
  };
};

/**
 * Whether a route of its own answers a collection's generic path (`GET /api/series/:id/` is
 * the series detail, `DELETE /api/shifts/:id/` tells the person): that route is checked
 * under its own name, and the generic call would not reach the engine.
 */
const shadowed = (method: string, collection: string, item: boolean) =>
  contractRoutes.some(
    (r) =>
      r.route.method === method &&
      !r.name.startsWith('collections.') &&
      r.route.path.replace(/\/$/, '') === `/api/${collection}${item ? '/:id' : ''}`,
  );

/** A role of its own, so each new request is for a slot nobody asked for yet. */
async function freshRole({ club }: Context): Promise<number> {
  const res = await club.call('admin', 'POST', '/api/roles/', [{ name: fresh('role') }]);
  return res.json().ids[0];
}

/** A pending request of the member for the future event, answering its id. */
async function pendingRequest(ctx: Context): Promise<number> {
  const { club } = ctx;
  const role = await freshRole(ctx);
  const res = await club.call('member', 'POST', '/api/requests/batch', [
    { person: club.memberId, event: club.future.event, role },
  ]);
  expect(res.status, res.body).toBe(201);
  return res.json().ids[0];
}

/** A password reset token for the spare person, mailed once and shared by check and set. */
let resetToken: Promise<string> | undefined;
const sparesResetToken = ({ t, club }: Context) => {
  resetToken ??= (async () => {
    const res = await club.call('anonymous', 'PUT', '/api/password_reset/request', {
      email: club.spare.email,
    });
    expect(res.status, res.body).toBe(200);
    const [mail] = await mailboxOf(t, club.spare.email);
    return linkIn(mail as { text: string }).token;
  })();
  return resetToken;
};

const calendarRange = () =>
  `start=${iso(Date.now() - 2 * 24 * HOUR)}&end=${iso(Date.now() + 30 * 24 * HOUR)}`;

export const CALLS: Record<string, CallsOf> = {
  'system.health': () => [{ as: 'anonymous' }],
  'system.ready': () => [{ as: 'anonymous' }],
  'system.reportClientError': () => [
    {
      as: 'member',
      body: { message: 'TypeError: x is undefined', version: '1.0.0', environment: 'test' },
    },
  ],

  'auth.registerCheck': ({ club }) => [
    { as: 'anonymous', body: { email: club.spare.email } },
    { as: 'anonymous', body: { email: `${fresh('someone')}@example.com` } },
  ],
  'auth.register': () => [
    {
      as: 'anonymous',
      body: {
        email: `${fresh('joiner')}@example.com`,
        name: 'New Joiner',
        password: 'a-long-password',
      },
    },
  ],
  'auth.login': ({ club }) => [
    { as: 'anonymous', body: { email: club.spare.email, password: club.spare.password } },
  ],
  'auth.refresh': async ({ club }) => {
    const login = await club.call('anonymous', 'POST', '/api/auth/login', {
      email: club.spare.email,
      password: club.spare.password,
    });
    return [{ as: 'anonymous', body: { refresh: login.json().refresh } }];
  },
  'auth.logout': async ({ club }) => {
    const login = await club.call('anonymous', 'POST', '/api/auth/login', {
      email: club.spare.email,
      password: club.spare.password,
    });
    return [{ as: 'anonymous', body: { refresh: login.json().refresh } }];
  },
  'auth.logoutAll': () => [{ as: 'spare' }],
  'auth.user': () => [{ as: 'member' }, { as: 'admin' }],
  'auth.passwordResetRequest': ({ club }) => [
    { as: 'anonymous', body: { email: club.spare.email } },
  ],
  'auth.passwordResetCheck': async (ctx) => [
    { as: 'anonymous', body: { token: await sparesResetToken(ctx) } },
  ],
  'auth.passwordResetToken': async (ctx) => {
    const token = await sparesResetToken(ctx);
    // the spare logs in with the new password from here on
    ctx.club.spare.password = 'a-brand-new-password';
    return [{ as: 'anonymous', body: { token, password: ctx.club.spare.password } }];
  },

  'organisations.current': () => [{ as: 'anonymous' }, { as: 'admin' }],
  'organisations.update': () => [{ as: 'admin', body: { feature_timesheets: true } }],

  'people.update': ({ club }) => [
    { as: 'admin', body: [{ id: club.memberId, name: 'Answer Harbour Club Member', phone: '' }] },
  ],
  'people.addPerson': () => [
    { as: 'admin', body: { name: 'Added By Hand', email: `${fresh('added')}@example.com` } },
  ],
  'people.invitePeople': async ({ club }) => {
    const added = await club.call('admin', 'POST', '/api/people/add', {
      name: 'To Be Invited',
      email: `${fresh('invited')}@example.com`,
    });
    const id = added.json().ids[0];
    return [
      {
        as: 'admin',
        body: { ids: [id, club.memberId] },
        shows: (a) => {
          some(a.invited, 'invited');
          some(a.skipped, 'skipped');
        },
      },
    ];
  },
  'memberImport.importPeople': () => {
    const rows = [
      { name: 'Imported One', email: `${fresh('one')}@example.com`, phone: '', role: '' },
      { name: '', email: 'not an email', phone: '', role: 'captain' },
    ];
    return [
      { as: 'admin', body: { dry_run: true, rows } },
      { as: 'admin', body: { dry_run: false, rows } },
    ];
  },

  'platform.createOrganisation': () => [
    {
      as: 'operator',
      body: {
        name: 'Platform Made Club',
        prefix: 'PMC',
        domains: [`${fresh('made')}.test`],
        admin: {
          email: `${fresh('owner')}@example.com`,
          name: 'Owner',
          password: 'a-long-password',
        },
      },
    },
  ],
  'platform.listOrganisations': () => [
    { as: 'operator', shows: (a) => some(a.organisations, 'organisations') },
  ],

  // the generic collection calls, for every collection
  'collections.list': () =>
    COLLECTION_NAMES.flatMap((collection) => {
      const def = definition(collection);
      const expand = expandableFrom(collectionRegistry, def, Object.keys(def.fields)).join(',');
      const query = `limit=all${expand ? `&expand=${expand}` : ''}`;
      const calls: Call[] = [
        {
          as: 'admin',
          params: { collection },
          query,
          collection,
          shows: (a) =>
            // apikeys and messagerecords have no rows a test can make through the API
            ['apikeys', 'messagerecords'].includes(collection) ||
            some(a.results[collection] ?? {}, `${collection} rows`),
        },
      ];
      if (def.read === 'user') {
        // members may side-load only what they may read themselves
        const visible = def.userFields ?? Object.keys(def.fields);
        const theirs = expandableFrom(collectionRegistry, def, [...visible]).filter(
          (name) => definition(name).read === 'user',
        );
        const memberQuery = `limit=all${theirs.length ? `&expand=${theirs.join(',')}` : ''}`;
        calls.push({ as: 'member', params: { collection }, query: memberQuery, collection });
      }
      return calls;
    }),
  'collections.detail': ({ club }) =>
    COLLECTION_NAMES.filter(
      (collection) => club.ids[collection]?.length && !shadowed('GET', collection, true),
    ).map((collection) => ({
      as: 'admin',
      params: { collection, id: club.ids[collection]?.[0] as number },
      collection,
    })),
  'collections.create': ({ club }) =>
    COLLECTION_NAMES.filter((collection) => canWrite(collection).create).map((collection) => ({
      as: 'admin',
      params: { collection },
      collection,
      body: [uniqueExample(collection, club)],
    })),
  'collections.update': ({ club }) =>
    COLLECTION_NAMES.filter(
      (collection) =>
        canWrite(collection).update &&
        club.ids[collection]?.length &&
        !shadowed('PUT', collection, false),
    ).map((collection) => ({
      as: 'admin',
      params: { collection },
      collection,
      body: [{ id: club.ids[collection]?.[0] }],
    })),
  'collections.remove': async ({ club }) => {
    const calls: Call[] = [];
    for (const collection of COLLECTION_NAMES.filter((name) => canWrite(name).create)) {
      if (!canWrite(collection).delete || shadowed('DELETE', collection, true)) continue;
      const made = await club.call('admin', 'POST', `/api/${collection}/`, [
        uniqueExample(collection, club),
      ]);
      expect(made.status, `making a ${collection} row to delete: ${made.body}`).toBe(201);
      calls.push({ as: 'admin', params: { collection, id: made.json().ids[0] }, collection });
    }
    return calls;
  },

  'events.calendar': () => [
    {
      as: 'member',
      query: calendarRange(),
      shows: (a) => {
        const types = new Set(Object.values(a.results.events).map((e: Parsed) => e.type));
        expect([...types].sort(), 'calendar entries of both kinds').toEqual(['event', 'series']);
      },
    },
    { as: 'admin', query: calendarRange() },
    { as: 'member' },
  ],
  'events.publicCalendar': () => [
    { as: 'anonymous', query: calendarRange(), shows: (a) => some(a.results.events, 'events') },
  ],
  'events.publicEvent': ({ club }) => [{ as: 'anonymous', params: { id: club.future.event } }],
  'events.seriesDetail': ({ club }) => [
    {
      as: 'member',
      params: { id: club.ids.series?.[0] as number },
      shows: (a) => some(a.results.events, 'series events'),
    },
  ],

  'calendarFeeds.clubFeed': () => [{ as: 'anonymous' }],
  'calendarFeeds.personalFeed': async ({ club }) => {
    const reset = await club.call('admin', 'POST', '/api/calendar-feeds/mine/reset');
    const url = reset.json().url as string;
    return [{ as: 'anonymous', params: { feed: url.slice(url.lastIndexOf('/') + 1) } }];
  },
  'calendarFeeds.mine': () => [{ as: 'member' }],
  'calendarFeeds.resetMine': () => [{ as: 'member' }],
  'calendarFeeds.personFeed': ({ club }) => [{ as: 'admin', params: { id: club.memberId } }],
  'calendarFeeds.revokePersonFeed': ({ club }) => [{ as: 'admin', params: { id: club.memberId } }],
  'calendarFeeds.externalCalendars': () => [{ as: 'member' }],
  'calendarFeeds.setHiddenExternalCalendars': () => [{ as: 'member', body: { hidden: [] } }],

  'shifts.planner': ({ club }) => [
    {
      as: 'admin',
      params: { id: club.future.event },
      shows: (a) => {
        some(a.results.shifts, 'shifts');
        some(a.results.requests, 'requests');
      },
    },
  ],
  'shifts.eventPage': ({ club }) => [
    {
      as: 'member',
      params: { id: club.future.event },
      shows: (a) => {
        some(a.shifts, 'shifts');
        some(a.groups, 'groups');
        some(a.my_requests, 'my requests');
      },
    },
    { as: 'admin', params: { id: club.future.event } },
  ],
  'shifts.publishEvent': ({ club }) => [
    { as: 'admin', params: { id: club.ids.events?.[0] as number } },
  ],
  'shifts.removeShift': async ({ club }) => {
    const made = await club.call('admin', 'POST', '/api/shifts/', [
      {
        event: club.future.event,
        // Inside the event (shifts must lie within 12 hours of it), whatever the hour now.
        start: club.future.start,
        end: iso(Date.parse(club.future.start) + HOUR),
      },
    ]);
    expect(made.status, made.body).toBe(201);
    return [{ as: 'admin', params: { id: made.json().ids[0] } }];
  },
  'shifts.requestBatch': async (ctx) => [
    {
      as: 'member',
      body: [
        {
          person: ctx.club.memberId,
          event: ctx.club.future.event,
          role: await freshRole(ctx),
          comments: 'Yes',
        },
      ],
    },
  ],
  'shifts.declineRequest': async (ctx) => [
    { as: 'admin', params: { id: await pendingRequest(ctx) }, body: { reason: 'Full already' } },
  ],
  'shifts.dismissRequest': async (ctx) => [
    { as: 'admin', params: { id: await pendingRequest(ctx) } },
  ],
  'shifts.withdrawRequest': async (ctx) => [
    { as: 'member', params: { id: await pendingRequest(ctx) } },
  ],
  'shifts.seriesSignupPlan': ({ club }) => [
    {
      as: 'member',
      params: { id: club.ids.series?.[0] as number },
      shows: (a) => {
        some(a.ask, 'ask');
        some(a.skipped, 'skipped');
      },
    },
  ],
  'shifts.seriesSignup': ({ club }) => [
    { as: 'member', params: { id: club.ids.series?.[0] as number }, body: {} },
  ],
  'shifts.dashboard': () => [{ as: 'admin' }, { as: 'member' }],

  'hours.startShift': ({ club }) => [
    {
      as: 'member',
      params: { id: club.today.memberShift },
      body: { datetime: iso(Date.now() - HOUR) },
    },
  ],
  'hours.endShift': ({ club }) => [
    { as: 'member', params: { id: club.today.memberShift }, body: { datetime: iso(Date.now()) } },
  ],
  'hours.timesheets': () => [
    { as: 'admin', query: 'limit=all', shows: (a) => some(a.results.shifts, 'timesheet shifts') },
    { as: 'admin', query: `start=2024-01-01&end=2030-01-01&sort=-hours,person_name&tz=UTC` },
  ],
  'hours.personShifts': ({ club }) => [
    { as: 'member', params: { id: club.memberId }, shows: (a) => some(a.results.shifts, 'shifts') },
    { as: 'admin', params: { id: club.memberId } },
  ],

  'availability.create': ({ club }) => [
    {
      as: 'member',
      query: 'tz=UTC',
      body: [
        {
          person: club.memberId,
          available: 1,
          // Ten days after the day the club's availability is already set.
          start: `${dayAfter(club.future.date, 10)}T00:00:00Z`,
          end: `${dayAfter(club.future.date, 10)}T23:59:59.999Z`,
        },
      ],
    },
  ],
  'availability.update': async ({ club }) => {
    const mine = await club.call(
      'member',
      'GET',
      `/api/availability/mine?start=${club.future.date}&end=${club.future.date}&tz=UTC`,
    );
    return [
      { as: 'member', query: 'tz=UTC', body: [{ id: mine.json().rows[0].id, available: 0 }] },
    ];
  },
  'availability.remove': async ({ club }) => {
    const set = await club.call('spare', 'POST', '/api/availability?tz=UTC', [
      {
        person: club.spare.id,
        available: 1,
        start: `${club.future.date}T00:00:00Z`,
        end: `${club.future.date}T23:59:59.999Z`,
      },
    ]);
    expect(set.status, set.body).toBe(201);
    return [{ as: 'spare', params: { id: set.json().rows[0].id } }];
  },
  'availability.mine': ({ club }) => [
    {
      as: 'member',
      query: `start=${club.future.date}&end=${club.future.date}&tz=UTC`,
      shows: (a) => some(a.rows, 'rows'),
    },
  ],
  'availability.grid': ({ club }) => [
    {
      as: 'admin',
      query: `start=${club.future.date}&end=${club.future.date}`,
      shows: (a) => {
        some(a.people, 'people');
        some(a.days, 'days');
      },
    },
    { as: 'admin', query: `start=${club.future.date}&end=${club.future.date}&role=user&tz=UTC` },
  ],
  'availability.day': ({ club }) => [
    { as: 'member', params: { date: club.future.date }, query: 'tz=UTC' },
  ],
  'availability.event': ({ club }) => [
    { as: 'admin', params: { id: club.future.event }, shows: (a) => some(a.people, 'people') },
  ],

  'dashboard.dashboard': () => [
    {
      as: 'admin',
      shows: (a) => {
        some(a.new_requests, 'new requests');
        some(a.unpublished_events, 'unpublished events');
        some(a.new_people, 'new people');
        const kinds = new Set(a.upcoming_events.map((e: Parsed) => e.type));
        expect(kinds, 'upcoming events of both kinds').toEqual(new Set(['event', 'series']));
        some(a.news, 'news');
      },
    },
    {
      as: 'member',
      query: 'tz=UTC',
      shows: (a) => {
        some(a.my_requests, 'my requests');
        some(a.upcoming_shifts, 'upcoming shifts');
        some(a.record_hours, 'record hours');
      },
    },
  ],

  'messaging.audience': ({ club }) => [
    {
      as: 'admin',
      body: { channel: 'email', audience: { kind: 'event', event: club.future.event } },
      shows: (a) => some(a.sample, 'sample'),
    },
    { as: 'admin', body: { channel: 'email', newsletter: true, audience: { kind: 'everyone' } } },
  ],
  'messaging.preview': ({ club }) => [
    {
      as: 'admin',
      body: {
        channel: 'email',
        subject: 'Your shift at {event}',
        body: 'Hi {first_name}, {shift_role} at {shift_start} on {event_date}.',
        audience: { kind: 'event', event: club.future.event },
        template: club.ids.messagetemplates?.[0],
      },
    },
  ],
  'messaging.send': ({ club }) => [
    {
      as: 'admin',
      body: {
        channel: 'email',
        subject: 'Hello {name}',
        body: 'A message from {club}.',
        audience: { kind: 'people', people: [club.memberId] },
      },
    },
  ],
  'messaging.outbox': async ({ club }) => {
    await scheduledBroadcast(club);
    return [{ as: 'admin', shows: (a) => some(a.broadcasts, 'broadcasts') }];
  },
  'messaging.progress': async ({ club }) => [
    { as: 'admin', params: { id: await scheduledBroadcast(club) } },
  ],
  'messaging.cancel': async ({ club }) => [
    { as: 'admin', params: { id: await scheduledBroadcast(club) } },
  ],
  // The public email-settings page: an admin's answer (with registration notices) and a member's.
  'emailSettings.get': async (ctx) =>
    (await emailSettingsUids(ctx)).map((uid) => ({ as: 'anonymous' as const, params: { uid } })),
  'emailSettings.update': async (ctx) =>
    (await emailSettingsUids(ctx)).map((uid) => ({
      as: 'anonymous' as const,
      params: { uid },
      body: { email_newsletters: true },
    })),
  // Uploads are multipart: a FormData body goes out as the browser sends it.
  'media.uploadAvatar': async () => [{ as: 'member', body: await pictureForm() }],
  'media.removeAvatar': () => [{ as: 'member' }],
  'media.uploadLogo': async () => [{ as: 'admin', body: await pictureForm() }],
  'media.removeLogo': () => [{ as: 'admin' }],

  'profile.changeSettingsSelf': () => [
    {
      as: 'member',
      body: {
        settings: { theme: 'Dark', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' },
        email_newsletters: false,
      },
    },
  ],
  // There and back: the spare's email is the one it logs in with afterwards.
  'profile.changeEmailSelf': ({ club }) => [
    {
      as: 'spare',
      body: { email: `${fresh('moved')}@example.com`, password: club.spare.password },
    },
    { as: 'spare', body: { email: club.spare.email, password: club.spare.password } },
  ],
  'profile.setPasswordSelf': async ({ club }) => {
    // logged in with the old password first; it logs in with the new one from here on
    expect((await club.call('spare', 'GET', '/api/auth/user')).status).toBe(200);
    const password = club.spare.password;
    club.spare.password = 'a-newer-password-of-mine';
    return [{ as: 'spare', body: { password, new_password: club.spare.password } }];
  },
  'profile.phoneChangeSelf': () => [{ as: 'member', body: { phone: '+447700900321' } }],
  'profile.verifyCheck': async ({ t, club }) => {
    const phone = '+447700900654';
    await club.call('admin', 'PUT', '/api/organisations/current/', { sms_enabled: true });
    const sent = await club.call('spare', 'PUT', '/api/people/phone_change_self', { phone });
    expect(sent.json().verification_required, sent.body).toBe(true);
    const [sms] = await smsboxOf(t, phone);
    const code = sms?.text.match(/\b\d{6}\b/)?.[0];
    return [{ as: 'spare', body: { phone, verify_code: code, sms_notifications: true } }];
  },
  'profileEntries.list': async ({ club }) => {
    const field = await profileField(club);
    await club.call('member', 'PUT', '/api/profileentries', [
      { entry_type: field, person: club.memberId, value: 'Topper' },
    ]);
    return [
      {
        as: 'member',
        shows: (a) => {
          some(a.results.profilefields, 'profile fields');
          some(a.results.profileentries, 'profile entries');
        },
      },
      {
        as: 'admin',
        query: `person=${club.memberId}`,
        shows: (a) => some(a.results.profileentries, 'profile entries'),
      },
    ];
  },
  'profileEntries.save': async ({ club }) => [
    {
      as: 'admin',
      body: [{ entry_type: await profileField(club), person: club.memberId, value: 'Laser 2' }],
      shows: (a) => some(a.results.profileentries, 'profile entries'),
    },
  ],
  'profileEntries.create': async ({ club }) => [
    {
      as: 'admin',
      body: [{ entry_type: await profileField(club), person: club.adminId, value: 'RYA 2' }],
    },
  ],
  'profileEntries.remove': async ({ club }) => {
    const field = await profileField(club);
    const saved = await club.call('admin', 'PUT', '/api/profileentries', [
      { entry_type: field, person: club.pendingId, value: 'To be removed' },
    ]);
    const id = Object.keys(saved.json().results.profileentries)[0];
    return [{ as: 'admin', params: { id: Number(id) } }];
  },

  // A person's records (issue 23): added with a course and details, then changed.
  'records.addRecord': ({ club }) => [
    {
      as: 'admin',
      body: {
        person: club.memberId,
        competency: club.ids.competencies?.[0],
        training: club.ids.training?.[0],
        achieved: '2025-01-15',
        details: 'Assessed on the water',
        current: true,
      },
      shows: (a) => some(a.results.records, 'records'),
    },
  ],
  'records.updateRecord': ({ club }) => [
    {
      as: 'admin',
      params: { id: club.ids.records?.[0] as number },
      body: { achieved: '2024-06-01', details: 'Renewed', current: false },
      shows: (a) => some(a.results.records, 'records'),
    },
  ],

  // Kiosks (issue 24): each device call on a kiosk of its own; the kiosk's calls with its secret.
  'kiosks.list': async ({ club }) => {
    await newKiosk(club);
    return [{ as: 'admin', shows: (a) => some(a.results.kiosks, 'kiosks') }];
  },
  'kiosks.create': ({ club }) => [
    { as: 'admin', body: { name: fresh('Gate kiosk'), location: club.ids.locations[0] } },
  ],
  'kiosks.update': async ({ club }) => [
    {
      as: 'admin',
      params: { id: await newKiosk(club) },
      body: { name: fresh('Slipway kiosk'), location: null },
    },
  ],
  'kiosks.rotate': async ({ club }) => [{ as: 'admin', params: { id: await newKiosk(club) } }],
  'kiosks.revoke': async ({ club }) => [{ as: 'admin', params: { id: await newKiosk(club) } }],
  'kiosks.remove': async ({ club }) => [{ as: 'admin', params: { id: await newKiosk(club) } }],
  'kiosks.data': () => [
    {
      as: 'kiosk',
      shows: (a) => {
        some(a.results.shifts, "today's shifts");
        some(a.results.people, 'people');
        some(a.results.roles, 'roles');
      },
    },
  ],
  // Duties (issue 25): a shift's history, its export, and a role's requirements.
  'shiftHistory.shiftHistory': async ({ club }) => [
    {
      as: 'admin',
      params: { id: await shiftWithHistory(club) },
      shows: (a) => some(a.history, 'history'),
    },
  ],
  'shiftHistory.historyExport': async ({ club }) => {
    await shiftWithHistory(club);
    return [
      {
        as: 'admin',
        query: `event=${club.future.event}`,
        shows: (a) => some(a.history, 'history'),
      },
      { as: 'admin', query: 'start=2024-01-01&end=2040-01-01&role=1' },
    ];
  },
  'roleRequirements.roleRequirements': async (ctx) => {
    const role = await freshRole(ctx);
    const competency = ctx.club.ids.competencies?.[0] as number;
    await ctx.club.call('admin', 'PUT', `/api/roles/${role}/requirements`, {
      competencies: [competency],
    });
    return [{ as: 'admin', shows: (a) => some(a.requirements, 'requirements') }];
  },
  'roleRequirements.setRoleRequirements': async (ctx) => [
    {
      as: 'admin',
      params: { id: await freshRole(ctx) },
      body: { competencies: [ctx.club.ids.competencies?.[0]] },
      shows: (a) => some(a.requirements, 'requirements'),
    },
  ],
  // Duty confirmation: each link call on a duty of its own, sent its links.
  'dutyConfirmation.dutyLink': async (ctx) => [
    { as: 'anonymous', params: { token: await dutyLinkToken(ctx) } },
  ],
  'dutyConfirmation.confirmByLink': async (ctx) => [
    { as: 'anonymous', params: { token: await dutyLinkToken(ctx) } },
  ],
  'dutyConfirmation.cantMakeItByLink': async (ctx) => [
    { as: 'anonymous', params: { token: await dutyLinkToken(ctx) } },
  ],
  'dutyConfirmation.confirmMyDuty': async (ctx) => {
    await askToConfirmDuties(ctx.club);
    return [{ as: 'member', params: { id: ctx.club.future.memberShift } }];
  },
  // Offers, swaps and waiting lists (issue 25): the member gives up shifts of their own,
  // the spare person takes them (by call or by the mailed link) or waits for them.
  'offers.board': async ({ club }) => {
    await memberOffer(club);
    return [{ as: 'member', shows: (a) => some(a.my_shifts, 'my_shifts') }];
  },
  'offers.candidates': async ({ club }) => [
    {
      as: 'member',
      query: `shift=${await memberShift(club)}`,
      shows: (a) => some(a.people, 'people'),
    },
  ],
  'offers.createOffer': async ({ club }) => [
    { as: 'member', body: { shift: await memberShift(club) } },
  ],
  'offers.withdrawOffer': async ({ club }) => [
    { as: 'member', params: { id: await memberOffer(club) } },
  ],
  'offers.takeOffer': async ({ club }) => [
    { as: 'spare', params: { id: await memberOffer(club) } },
  ],
  'offers.offerLink': async (ctx) => [
    { as: 'anonymous', params: { token: await sparesOfferToken(ctx) } },
  ],
  'offers.acceptLink': async (ctx) => [
    { as: 'anonymous', params: { token: await sparesOfferToken(ctx) } },
  ],
  'offers.approveOffer': async ({ club }) => [
    { as: 'admin', params: { id: await pendingOffer(club) } },
  ],
  'offers.declineOffer': async ({ club }) => [
    { as: 'admin', params: { id: await pendingOffer(club) } },
  ],
  'offers.offerSettings': () => [{ as: 'admin' }],
  'offers.setOfferSettings': () => [
    { as: 'admin', body: { swap_approval: false, waitlist_offer_hours: 24 } },
  ],
  'offers.waitingList': async ({ club }) => [
    {
      as: 'admin',
      params: { id: await waitedShift(club) },
      shows: (a) => some(a.waiting, 'waiting'),
    },
  ],
  'offers.joinWaitingList': async ({ club }) => [
    {
      as: 'spare',
      params: { id: await memberShift(club) },
      shows: (a) => some(a.waiting, 'waiting'),
    },
  ],
  'offers.leaveWaitingList': async ({ club }) => [
    { as: 'spare', params: { id: await waitedShift(club) } },
  ],
  // The spare person walks in (a new shift on the day's walk-in event) and leaves.
  'kiosks.confirm': ({ club }) => [
    {
      as: 'kiosk',
      body: [
        {
          id: randomUUID(),
          sign: 'in',
          person: club.spare.id,
          role: club.ids.roles[0],
          time: iso(Date.now() - HOUR / 2),
        },
        { id: randomUUID(), sign: 'out', person: club.spare.id, time: iso(Date.now()) },
      ],
      shows: (a) => some(a.results.shifts, 'shifts'),
    },
  ],
  // The allocation round (issue 26), in a season of its own far ahead (2090), so that its
  // auto-fill stages nothing another call reads.
  'allocation.openRound': async ({ t, club }) => {
    await t.db.execute(sql`update allocation_rounds set status = 'closed'
      where organisation_id = ${club.id}`);
    return [{ as: 'admin', body: ALLOCATION_ROUND_BODY }];
  },
  'allocation.closeRound': async (ctx) => {
    await ctx.t.app.jobs.settled(); // no auto-fill still running
    return [{ as: 'admin', params: { id: await allocationRound(ctx) } }];
  },
  'allocation.myRound': async (ctx) => {
    await allocationRound(ctx);
    await allocationShift(ctx);
    return [
      { as: 'member', shows: (a) => some(a.shifts, 'shifts') },
      { as: 'admin', shows: (a) => expect(a.progress).not.toBeNull() },
    ];
  },
  'allocation.setMarks': async (ctx) => [
    {
      as: 'member',
      params: { id: await allocationRound(ctx) },
      body: { marks: [{ shift: await allocationShift(ctx), mark: 'want' }] },
    },
  ],
  'allocation.setQuotas': async (ctx) => [
    {
      as: 'admin',
      params: { id: await allocationRound(ctx) },
      body: {
        quotas: [{ person: ctx.club.memberId, quota: 3, preferred_role: ctx.club.ids.roles[0] }],
      },
    },
  ],
  'allocation.startRun': async (ctx) => {
    await ctx.t.app.jobs.settled(); // none still running
    return [
      { as: 'admin', params: { id: await allocationRound(ctx) }, body: { time_limit_seconds: 5 } },
    ];
  },
  'allocation.run': async (ctx) => {
    const round = await allocationRound(ctx);
    await allocationShift(ctx);
    await ctx.t.app.jobs.settled();
    const res = await ctx.club.call('admin', 'POST', `/api/allocation/rounds/${round}/runs`, {
      time_limit_seconds: 5,
    });
    expect(res.status, res.body).toBe(202);
    await ctx.t.app.jobs.settled();
    return [
      {
        as: 'admin',
        params: { id: res.json().id },
        shows: (a) => some(a.report.people, 'report.people'),
      },
    ];
  },
};

const ALLOCATION_ROUND_BODY = {
  name: 'Season 2090',
  starts: '2090-05-01',
  ends: '2090-09-30',
  closes: '2090-04-30',
  default_quota: 4,
  max_per_day: 1,
  max_per_week: 2,
};

/** The club's open allocation round (opened by its admin if there is none). */
async function allocationRound({ club }: Context): Promise<number> {
  const current = (await club.call('admin', 'GET', '/api/allocation/round')).json();
  if (current.round) return current.round.id;
  const res = await club.call('admin', 'POST', '/api/allocation/rounds', ALLOCATION_ROUND_BODY);
  expect(res.status, res.body).toBe(201);
  return res.json().id;
}

/** A new open published shift in the round's season (a member may mark it). */
async function allocationShift({ t, club }: Context): Promise<number> {
  const event = await createEvent(t.db, club, { start: '2090-06-03T09:00:00Z' });
  const [shift] = await createShifts(t.db, club, event, [{}]);
  return shift.id;
}

/**
 * A shift of the future event with history: made open, then given to the spare person in
 * the planner's way (a PUT), once. Its id.
 */
let historyShift: Promise<number> | undefined;
function shiftWithHistory(club: AnswerClub): Promise<number> {
  historyShift ??= (async () => {
    const made = await club.call('admin', 'POST', '/api/shifts/', [
      {
        event: club.future.event,
        start: club.future.start,
        end: iso(Date.parse(club.future.start) + HOUR),
      },
    ]);
    expect(made.status, made.body).toBe(201);
    const id = made.json().ids[0] as number;
    const filled = await club.call('admin', 'PUT', '/api/shifts/', [{ id, person: club.spare.id }]);
    expect(filled.status, filled.body).toBe(200);
    return id;
  })();
  return historyShift;
}

/** The club asks members to confirm duties (issue 25). */
async function askToConfirmDuties(club: AnswerClub) {
  const on = await club.call('admin', 'PUT', '/api/organisations/current/', {
    confirm_duties: true,
  });
  expect(on.status, on.body).toBe(200);
}

/**
 * A published duty of the spare person on the future event, its links sent as a reminder
 * sends them (the row with the token's hash): the token its links carry.
 */
async function dutyLinkToken({ t, club }: Context): Promise<string> {
  await askToConfirmDuties(club);
  const start = new Date(Date.parse(club.future.start) + HOUR * (1 + ++counter));
  const end = new Date(start.getTime() + HOUR);
  const [shift] = await createShifts(t.db, club, { id: club.future.event, start, end }, [
    {
      personId: club.spare.id,
      start: start.toISOString(),
      end: end.toISOString(),
      published: true,
    },
  ]);
  const key = signedLinkKey(t.config.JWT_SECRET);
  const duty = { orgId: club.id, shiftId: shift.id, personId: club.spare.id, start };
  await insertDutyLinks(
    t.db,
    club.id,
    [{ shiftId: shift.id, personId: club.spare.id, tokenHash: dutyTokenHash(key, duty) }],
    new Date(),
  );
  return dutyToken(key, duty);
}

/**
 * A published shift of the member on the future event, half an hour at a time of its own
 * after the event's end (within the planner's margin), so that nobody involved is busy then.
 */
let offerSlot = 0;
async function memberShift(club: AnswerClub): Promise<number> {
  const start = Date.parse(club.future.start) + 8 * HOUR + offerSlot++ * (HOUR / 2);
  const made = await club.call('admin', 'POST', '/api/shifts/', [
    {
      event: club.future.event,
      person: club.memberId,
      start: iso(start),
      end: iso(start + HOUR / 2),
      // Published by itself (publishing the event would publish its draft shift too).
      draft: iso(Date.now()),
    },
  ]);
  expect(made.status, made.body).toBe(201);
  return made.json().ids[0] as number;
}

/** An open offer of a fresh shift of the member (to `to`, else the club): its id. */
async function memberOffer(club: AnswerClub, to?: number): Promise<number> {
  const res = await club.call('member', 'POST', '/api/offers', {
    shift: await memberShift(club),
    ...(to ? { to } : {}),
  });
  expect(res.status, res.body).toBe(201);
  return res.json().id as number;
}

/** An accept link mailed to the spare person for a fresh offer to them: its token. */
async function sparesOfferToken({ t, club }: Context): Promise<string> {
  const id = await memberOffer(club, club.spare.id);
  const mails = await mailboxOf(t, club.spare.email);
  const mail = mails.find(
    (m) => m.text.includes(`Shift offer ${id}`) || m.text.includes('/offers/accept/'),
  );
  const match = mail?.text.match(/\/offers\/accept\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error('No accept link mailed to the spare person.');
  return match[1];
}

/** An offer the spare person accepted while the club approves swaps: its id. */
async function pendingOffer(club: AnswerClub): Promise<number> {
  const settings = (on: boolean) =>
    club.call('admin', 'PUT', '/api/offers/settings', {
      swap_approval: on,
      waitlist_offer_hours: 24,
    });
  expect((await settings(true)).status).toBe(200);
  const id = await memberOffer(club);
  const taken = await club.call('spare', 'POST', `/api/offers/${id}/take`);
  expect(taken.status, taken.body).toBe(200);
  expect((await settings(false)).status).toBe(200);
  return id;
}

/** A shift of the member the spare person waits for: its id. */
async function waitedShift(club: AnswerClub): Promise<number> {
  const id = await memberShift(club);
  const res = await club.call('spare', 'POST', `/api/shifts/${id}/waitlist`);
  expect(res.status, res.body).toBe(200);
  return id;
}

/** A kiosk of the club (made by its admin): its id. */
async function newKiosk(club: AnswerClub): Promise<number> {
  const res = await club.call('admin', 'POST', '/api/kiosks', { name: fresh('Kiosk') });
  expect(res.status, res.body).toBe(201);
  return res.json().kiosk.id;
}

/** A profile field members see and edit, made once: its id. */
let editableField: number | undefined;
async function profileField(club: AnswerClub): Promise<number> {
  if (editableField) return editableField;
  const res = await club.call('admin', 'POST', '/api/profilefields/', [
    { display_name: fresh('Boat class'), user_visible: true, user_editable: true },
  ]);
  editableField = res.json().ids[0] as number;
  return editableField;
}

/** A form with a small PNG in `file`, as the profile and organisation pages send it. */
async function pictureForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#01579b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'picture.png');
  return form;
}

/** A bulk message to everyone, scheduled a day ahead: its id. */
async function scheduledBroadcast(club: AnswerClub): Promise<number> {
  const res = await club.call('admin', 'POST', '/api/messaging/send', {
    channel: 'email',
    subject: 'Tomorrow',
    body: 'See you, {first_name}.',
    audience: { kind: 'everyone' },
    send_at: iso(Date.now() + 24 * HOUR),
  });
  expect(res.status, res.body).toBe(201);
  return res.json().broadcast.id;
}

/** The email-settings ids of the club's admin and member, as their mails would carry them. */
async function emailSettingsUids({ t, club }: Context): Promise<string[]> {
  const rows = await t.db
    .select({ uid: people.emailSettingsUid })
    .from(people)
    .where(inArray(people.id, [club.adminId, club.memberId]));
  expect(rows).toHaveLength(2);
  return rows.map((r) => r.uid);
}

/** A collection's example row with names no earlier row has (some names are unique). */
function uniqueExample(collection: string, club: AnswerClub) {
  const item = exampleItem(collection, fresh('ANSWERMARK'), club.ids, club) ?? {};
  if (collection === 'shifts') {
    // not on top of the member's other shifts
    return { ...item, person: null };
  }
  return item;
}
