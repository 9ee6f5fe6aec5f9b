import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverToMailbox } from '@/adapters/mail/mailbox';
import { buildApp } from '@/app';
import { openDatabase } from '@/db/client';
import {
  availability,
  events,
  organisationDomains,
  organisations,
  people,
  requests,
  roles,
  series,
  shifts,
} from '@/db/schema';
import { inClub } from '@/db/scope';
import { type Config, loadConfig } from '@/env';
import { createTestDatabase } from '../../test/test-database';
import { runCli } from './run-cli';

let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ url, drop } = await createTestDatabase());
});
afterAll(() => drop());

const cli = (...argv: string[]) => cliWith({}, ...argv);

async function cliWith(overrides: Partial<Config>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATABASE_URL: url, ...overrides },
  );
  const code = await runCli(argv, config, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 1, appRole: false });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const VICKY = 'volunteer@demo.crewcall.test';
const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
/** The date (YYYY-MM-DD) of `moment` in London, the zone the app reads "today" in. */
const londonDate = (moment: Date) => londonDay.format(moment);

/** Every row the demo seed writes for estuary.test, and the club's own settings. */
async function clubState() {
  return withDb(async (db) => {
    const [{ orgId }] = await db
      .select({ orgId: organisationDomains.organisationId })
      .from(organisationDomains)
      .where(eq(organisationDomains.domain, 'estuary.test'));
    const ofClub = (table: Parameters<typeof inClub>[0]) => inClub(table, orgId);
    const [club] = await db.select().from(organisations).where(eq(organisations.id, orgId));
    return {
      orgId,
      versions: {
        calendar: club.calendarVersion,
        shifts: club.shiftsVersion,
        availability: club.availabilityVersion,
      },
      featureTimesheets: club.featureTimesheets,
      series: (await db.select().from(series).where(ofClub(series))).length,
      events: await db.select().from(events).where(ofClub(events)).orderBy(events.id),
      shifts: await db.select().from(shifts).where(ofClub(shifts)).orderBy(shifts.id),
      requests: await db.select().from(requests).where(ofClub(requests)).orderBy(requests.id),
      availability: await db
        .select()
        .from(availability)
        .where(ofClub(availability))
        .orderBy(availability.id),
      people: await db.select().from(people).where(ofClub(people)).orderBy(people.id),
      roles: await db.select().from(roles).where(ofClub(roles)).orderBy(roles.id),
    };
  });
}

/** The app on the test database, called in-process (no port): as a running app serves. */
async function openApp() {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATABASE_URL: url, DEMO_BOOTSTRAP: false, WEB_DIST: '/nonexistent' },
  );
  const database = await openDatabase({ url, dataDir: '', migrate: false, max: 2 });
  const app = await buildApp({ config, database });
  await app.ready();
  const call = async (method: 'GET' | 'POST', path: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/${path}`,
      headers: { host: 'estuary.test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return {
    logIn: async (email: string, password: string) =>
      (await call('POST', 'auth/login', undefined, { email, password })).access as string,
    get: (path: string, token: string) => call('GET', path, token),
    forgetClub: (orgId: number) => app.organisationCache.forget(orgId),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// biome-ignore format: option, value pairs
const createArgs = (domain: string) => [
  'org:create',
  '--name', 'Estuary Club',
  '--prefix', 'EST',
  '--domain', domain,
  '--domain', `www.${domain}`,
  '--admin-email', 'admin@estuary.test',
  '--admin-name', 'Estuary Admin',
  '--admin-password', 'estuary password',
];

describe('pnpm cli', () => {
  it('migrate brings the schema up to date and exits 0 (a deployment migration step)', async () => {
    const res = await cli('migrate');
    expect(res.code).toBe(0);
    expect(res.out).toContain('up to date');
  });

  it('org:create onboards a club and prints JSON', async () => {
    const res = await cli(...createArgs('estuary.test'));
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.out);
    expect(printed.organisation).toMatchObject({
      name: 'Estuary Club',
      domains: ['estuary.test', 'www.estuary.test'],
    });
    expect(printed.admin).toMatchObject({ email: 'admin@estuary.test', role: 'admin' });
    const domains = await withDb((db) =>
      db
        .select()
        .from(organisationDomains)
        .where(eq(organisationDomains.organisationId, printed.organisation.id)),
    );
    expect(domains.map((d) => d.domain).sort()).toEqual(['estuary.test', 'www.estuary.test']);
  });

  it('org:create refuses a taken domain with the field error and exit 1', async () => {
    const res = await cli(...createArgs('estuary.test'));
    expect(res.code).toBe(1);
    expect(JSON.parse(res.err).domains[0]).toContain('estuary.test');
  });

  it('org:create refuses missing options', async () => {
    const res = await cli('org:create', '--name', 'No Domain');
    expect(res.code).toBe(1);
    expect(JSON.parse(res.err)).toMatchObject({ domains: ['At least one domain is required.'] });
  });

  it('org:list prints every club', async () => {
    const res = await cli('org:list');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out).map((o: { name: string }) => o.name)).toContain('Estuary Club');
  });

  it("org:create takes the club's --time-zone (default Europe/London); org:list shows it", async () => {
    const bad = await cli(...createArgs('zone.estuary.test'), '--time-zone', 'Europe/Atlantis');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.err)).toEqual({ time_zone: ["Unknown time zone 'Europe/Atlantis'."] });
    const made = await cli(...createArgs('zone.estuary.test'), '--time-zone', 'Australia/Sydney');
    expect(made.code, made.err).toBe(0);
    expect(JSON.parse(made.out).organisation.time_zone).toBe('Australia/Sydney');
    const listed = JSON.parse((await cli('org:list')).out) as {
      domains: string[];
      time_zone: string;
    }[];
    const zoneOf = (domain: string) => listed.find((o) => o.domains[0] === domain)?.time_zone;
    expect(zoneOf('zone.estuary.test')).toBe('Australia/Sydney');
    expect(zoneOf('estuary.test')).toBe('Europe/London');
  });

  describe('demo:seed', () => {
    // The app runs beside the CLI, as on a server: it reads the admin's dashboard before
    // the seed (caching its club-wide cards), then serves the seeded club.
    let app: Awaited<ReturnType<typeof openApp>>;
    let admin: string;
    let boardBefore: { upcoming_events: unknown[] };
    let before: Awaited<ReturnType<typeof clubState>>;
    let seeded: typeof before;
    let printed: Record<string, unknown> & { volunteerLogin: { email: string; password: string } };
    beforeAll(async () => {
      app = await openApp();
      admin = await app.logIn('admin@estuary.test', 'estuary password');
      boardBefore = await app.get('dashboard', admin);
      before = await clubState();
      const first = await cli('demo:seed', '--domain', 'estuary.test');
      expect(first.code, first.err).toBe(0);
      printed = JSON.parse(first.out);
      seeded = await clubState();
    });
    afterAll(() => app?.close());

    const now = () => new Date();
    const vicky = () => seeded.people.find((p) => p.email === VICKY)!;

    it('prints what it wrote and the volunteer login', () => {
      expect(printed).toMatchObject({
        seeded: true,
        roles: 7,
        events: seeded.events.length,
        shifts: seeded.shifts.length,
        requests: seeded.requests.length,
        volunteerLogin: { email: VICKY },
      });
      expect(seeded.roles.length).toBe(7);
      expect(seeded.people.length).toBeGreaterThan(20);
    });

    it('writes a series, events past and upcoming, published and unpublished shifts', () => {
      const inSeries = seeded.events.filter((e) => e.seriesId !== null);
      expect(seeded.series).toBe(1);
      expect(inSeries.length).toBeGreaterThan(3);
      expect(seeded.events.length).toBeGreaterThan(inSeries.length);
      expect(seeded.events.some((e) => e.end < now())).toBe(true);
      expect(seeded.events.some((e) => e.start > now())).toBe(true);
      const unpublished = seeded.shifts.filter((s) => s.draft === null);
      expect(unpublished.length).toBeGreaterThan(0);
      expect(seeded.shifts.length).toBeGreaterThan(2 * unpublished.length);
      expect(new Set(seeded.availability.map((a) => a.available))).toEqual(new Set([0, 1, 2]));
      expect(seeded.featureTimesheets).toBe(true);
    });

    it("serves each event's empty count as its saved shifts nobody fills", async () => {
      const list = await app.get('events/?limit=all', admin);
      expect(list.ids.length).toBe(seeded.events.length);
      for (const event of seeded.events) {
        const open = seeded.shifts.filter((s) => s.eventId === event.id && s.personId === null);
        expect(list.results.events[event.id].empty, event.name).toBe(open.length);
      }
      const openAhead = seeded.shifts.filter(
        (s) => s.start > now() && s.personId === null && s.draft !== null,
      );
      expect(openAhead.length).toBeGreaterThan(0);
    });

    it("moves the club's versions, so a running app serves the new cards at once", async () => {
      // The CLI is another process: only the versions its writes move reach the app's caches.
      for (const kind of ['calendar', 'shifts', 'availability'] as const)
        expect(seeded.versions[kind], kind).toBeGreaterThan(before.versions[kind]);
      expect(boardBefore.upcoming_events).toEqual([]);
      const board = await app.get('dashboard', admin);
      expect(board.upcoming_events.some((e: { empty: number }) => e.empty > 0)).toBe(true);
      expect(board.upcoming_events.some((e: { type: string }) => e.type === 'series')).toBe(true);
      expect(board.unpublished_events.length).toBeGreaterThan(0);
      expect(board.new_requests.length).toBeGreaterThan(0);
    });

    it('leaves requests pending, from Vicky and others, none for an event they are on', () => {
      expect(seeded.requests.length).toBeGreaterThan(0);
      expect(seeded.requests.every((r) => r.actionedAt === null)).toBe(true);
      expect(seeded.requests.some((r) => r.personId === vicky().id)).toBe(true);
      expect(seeded.requests.some((r) => r.personId !== vicky().id)).toBe(true);
      // Filling a shift answers its person's requests for that event.
      for (const r of seeded.requests)
        expect(
          seeded.shifts.some((s) => s.eventId === r.eventId && s.personId === r.personId),
        ).toBe(false);
    });

    it('records the hours of past shifts as end − start in hours, two decimals', () => {
      const timed = seeded.shifts.filter((s) => s.actualEnd !== null);
      expect(timed.some((s) => s.personId === vicky().id)).toBe(true);
      for (const s of timed) {
        const hours = (s.actualEnd!.getTime() - s.actualStart!.getTime()) / 3_600_000;
        expect(s.hours).toBe(Math.round(hours * 100) / 100);
        expect(s.start < now()).toBe(true);
      }
    });

    it('gives Vicky a shift today to Start, upcoming shifts, pending requests, a Time sheet', async () => {
      // The club setting reaches a running app when its club cache (a few seconds) expires.
      app.forgetClub(seeded.orgId);
      const own = await app.logIn(VICKY, printed.volunteerLogin.password);
      const mine = await app.get('dashboard?tz=Europe/London', own);
      const today = londonDate(now());
      expect(mine.today).toBe(today);
      const todays = mine.record_hours.filter(
        (s: { start: string }) => londonDate(new Date(s.start)) === today,
      );
      expect(todays).toEqual([expect.objectContaining({ actual_start: null, published: true })]);
      expect(mine.upcoming_shifts.length).toBeGreaterThan(1);
      expect(mine.my_requests.length).toBeGreaterThan(0);
      expect(mine.timesheet).not.toBeNull();
      // Her past shifts are all recorded: none waits on Record Hours besides today's.
      expect(mine.record_hours).toEqual(todays);
    });

    it('runs once: a second run changes nothing', async () => {
      const second = await cli('demo:seed', '--domain', 'estuary.test');
      expect(JSON.parse(second.out).seeded).toBe(false);
      expect(await clubState()).toEqual(seeded);
    });
  });

  it("demo:seed lays the rota on the club's wall clock (a club in Sydney)", async () => {
    // zone.estuary.test was onboarded in Australia/Sydney above.
    const res = await cli('demo:seed', '--domain', 'zone.estuary.test');
    expect(res.code, res.err).toBe(0);
    const sydney = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const today = sydney.format(new Date()).slice(0, 10);
    const training = await withDb(async (db) => {
      const [{ orgId }] = await db
        .select({ orgId: organisationDomains.organisationId })
        .from(organisationDomains)
        .where(eq(organisationDomains.domain, 'zone.estuary.test'));
      return db
        .select()
        .from(events)
        .where(and(inClub(events, orgId), eq(events.name, 'Dinghy Training Day')));
    });
    // Today's training day, 10:00 to 16:00 in Sydney.
    expect(training.map((e) => [sydney.format(e.start), sydney.format(e.end)])).toEqual([
      [`${today}, 10:00`, `${today}, 16:00`],
    ]);
  });

  it('org:list prints each club at the port its links carry (PUBLIC_PORT, none by default)', async () => {
    const plain = JSON.parse((await cli('org:list')).out);
    const estuary = (list: { name: string; url: string }[]) =>
      list.find((o) => o.name === 'Estuary Club')!.url;
    expect(estuary(plain)).toBe('http://estuary.test');
    const direct = JSON.parse((await cliWith({ PUBLIC_PORT: 3000 }, 'org:list')).out);
    expect(estuary(direct)).toBe('http://estuary.test:3000');
  });

  it('mail:list prints the newest mails of the local mailbox, optionally to one address', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-'));
    const mail = (to: string, subject: string, at: string) =>
      deliverToMailbox(
        dir,
        { organisationId: 1, to, subject, text: `${subject} body` },
        new Date(at),
      );
    await mail('ann@example.test', 'First', '2026-01-01T10:00:00Z');
    await mail('bob@example.test', 'Second', '2026-01-01T11:00:00Z');
    await mail('ann@example.test', 'Third', '2026-01-01T12:00:00Z');

    const all = await cliWith({ MAIL_DIR: dir }, 'mail:list');
    expect(all.code).toBe(0);
    expect(JSON.parse(all.out).map((m: { subject: string }) => m.subject)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const ann = await cliWith(
      { MAIL_DIR: dir },
      'mail:list',
      '--to',
      'ANN@example.test',
      '--limit',
      '1',
    );
    expect(JSON.parse(ann.out)).toEqual([
      expect.objectContaining({ to: 'ann@example.test', subject: 'Third', text: 'Third body' }),
    ]);
    const bad = await cliWith({ MAIL_DIR: dir }, 'mail:list', '--limit', 'lots');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.err)).toHaveProperty('limit');
    const off = await cli('mail:list'); // tests (like production) have no mailbox unless set
    expect(off.code).toBe(1);
    expect(JSON.parse(off.err).detail).toContain('MAIL_DIR');
  });

  it('mail:list says where it looked when the mailbox is empty or missing (same DATA_DIR as the app)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcall-data-'));
    const res = await cliWith({ NODE_ENV: 'development', DATA_DIR: dataDir }, 'mail:list');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toEqual([]); // stdout stays JSON for scripts
    expect(res.err).toContain(path.join(dataDir, 'mailbox'));
    expect(res.err).toMatch(/same DATA_DIR/);
    // a mailbox with mail: no hint
    await deliverToMailbox(path.join(dataDir, 'mailbox'), {
      organisationId: 1,
      to: 'cy@example.test',
      subject: 'Hello',
      text: 'Hello body',
    });
    const some = await cliWith({ NODE_ENV: 'development', DATA_DIR: dataDir }, 'mail:list');
    expect(JSON.parse(some.out)).toHaveLength(1);
    expect(some.err).toBe('');
  });

  it("user:set-password sets a login's password (e.g. the demo admin's) and ends its sessions", async () => {
    const email = 'admin@estuary.test'; // made by org:create above
    const app = await openApp();
    try {
      const before = await app.logIn(email, 'estuary password');
      const res = await cli(
        'user:set-password',
        '--email',
        'ADMIN@estuary.test',
        '--password',
        'a recovered password',
      );
      expect(res.code, res.err).toBe(0);
      expect(JSON.parse(res.out)).toEqual({ email, sessions_ended: true });
      await expect(app.logIn(email, 'estuary password')).rejects.toThrow();
      expect(await app.logIn(email, 'a recovered password')).toEqual(expect.any(String));
      await expect(app.get('auth/user', before)).rejects.toThrow(); // the old token ended
    } finally {
      await app.close();
    }
  });

  it('user:set-password refuses an unknown login and a short password, changing nothing', async () => {
    const unknown = await cli(
      'user:set-password',
      '--email',
      'nobody@estuary.test',
      '--password',
      'long enough',
    );
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.err)).toEqual({ email: ['No login has this email.'] });
    const short = await cli(
      'user:set-password',
      '--email',
      'admin@estuary.test',
      '--password',
      'short',
    );
    expect(short.code).toBe(1);
    expect(JSON.parse(short.err)).toEqual({ password: ['Use at least 8 characters.'] });
    const missing = await cli('user:set-password');
    expect(missing.code).toBe(1);
    expect(Object.keys(JSON.parse(missing.err)).sort()).toEqual(['email', 'password']);
    const app = await openApp();
    try {
      // the password set in the test before still logs in
      expect(await app.logIn('admin@estuary.test', 'a recovered password')).toEqual(
        expect.any(String),
      );
    } finally {
      await app.close();
    }
  });

  it('an unknown command prints usage and exits 1', async () => {
    const res = await cli('org:explode');
    expect(res.code).toBe(1);
    expect(res.err).toContain('Usage: pnpm cli');
  });
});
