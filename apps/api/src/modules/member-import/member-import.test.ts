import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, bearer } from '@test/http';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, profileEntries, profileFields } from '@/db/schema';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { countQueries: true });
  clubs = await twoClubs(t);
  adminA = accessTokenFor(t, clubs.a.admin);
  adminB = accessTokenFor(t, clubs.b.admin);
});
afterAll(() => t?.close());

const post = (host: string, token: string, body: unknown) =>
  t
    .http()
    .post('/api/people/import')
    .set('Host', host)
    .set(bearer(token))
    .send(body as object);

let n = 0;
const email = (label = 'member') => `${label}-${Date.now().toString(36)}-${++n}@Example.test`;
const row = (over: Record<string, unknown> = {}) => ({
  name: `Imported ${++n}`,
  email: email(),
  phone: '07700 900123',
  role: 'Volunteer',
  ...over,
});
const peopleByEmails = (orgId: number, emails: string[]) =>
  t.db
    .select()
    .from(people)
    .where(
      and(
        eq(people.organisationId, orgId),
        inArray(
          sql`lower(${people.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );

describe('POST /api/people/import: dry run', () => {
  it('reports each row (ok, invalid, duplicate, existing) and writes nothing', async () => {
    const member = await createPerson(t.db, clubs.a.org, { email: email('already') });
    const first = row();
    const rows = [
      first,
      row({ name: '  ' }),
      row({ email: 'not-an-email' }),
      row({ phone: '12ab' }),
      row({ email: first.email.toUpperCase(), name: 'Same person again' }),
      row({ email: member.email.toUpperCase() }),
      row({ role: 'Admin' }),
      row({ role: 'Captain' }),
      row({ phone: '', role: '' }),
    ];
    const res = await post(clubs.a.org.host, adminA, { dry_run: true, rows });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ total: 9, ok: 2, invalid: 5, duplicate: 1, existing: 1 });
    const status = res.body.rows.map((r: { status: string }) => r.status);
    expect(status).toEqual([
      'ok',
      'invalid',
      'invalid',
      'invalid',
      'duplicate',
      'existing',
      'invalid',
      'invalid',
      'ok',
    ]);
    expect(res.body.rows[1].errors).toEqual({ name: ['Required.'] });
    expect(res.body.rows[2].errors).toEqual({ email: ['Invalid email.'] });
    expect(res.body.rows[3].errors.phone).toEqual([
      'Phone number must include the country code and not contain spaces.',
    ]);
    expect(res.body.rows[4]).toMatchObject({ duplicate_of: 0, email: first.email.toLowerCase() });
    expect(res.body.rows[6].errors.role[0]).toMatch(/Admins are not imported/);
    expect(res.body.created).toEqual([]);
    expect(await peopleByEmails(clubs.a.org.id, [first.email])).toEqual([]);
  });

  it('reads numbers as the club writes them: spaces, leading zeros, 00, own code', async () => {
    const rows = [
      row({ phone: '07700 900 123' }),
      row({ phone: '0412-345-678' }),
      row({ phone: '0044 7700 900123' }),
      row({ phone: '+61 412 345 678' }),
    ];
    const res = await post(clubs.a.org.host, adminA, { dry_run: false, country_code: '+61', rows });
    expect(res.status).toBe(200);
    const stored = await peopleByEmails(
      clubs.a.org.id,
      rows.map((r) => r.email),
    );
    expect(stored.map((p) => p.phone).sort()).toEqual(
      ['+617700900123', '+61412345678', '+447700900123', '+61412345678'].sort(),
    );
  });
});

describe('POST /api/people/import: a People export imports back as it was', () => {
  it("reads the export's text-marked cells ('+44…) back: the very same phone numbers", async () => {
    // Cells as the People CSV export writes them (neutraliseCsvCell marks + = - @ with ').
    const exported = [
      row({ phone: "'+447700900123" }),
      row({ phone: "'+61412345678" }),
      row({ phone: "  '+447700900456  " }),
      row({ phone: '' }),
      row({ name: "'-Dash Name", email: `'-${email('dash')}` }),
    ];
    const res = await post(clubs.b.org.host, adminB, {
      dry_run: false,
      country_code: '+44',
      rows: exported,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.counts).toMatchObject({ ok: 5, invalid: 0 });
    const stored = await peopleByEmails(
      clubs.b.org.id,
      exported.map((r) => r.email.replace(/^'/, '')),
    );
    expect(new Map(stored.map((p) => [p.email, p.phone]))).toEqual(
      new Map([
        [exported[0]!.email.toLowerCase(), '+447700900123'],
        [exported[1]!.email.toLowerCase(), '+61412345678'],
        [exported[2]!.email.toLowerCase(), '+447700900456'],
        [exported[3]!.email.toLowerCase(), ''],
        [exported[4]!.email.slice(1).toLowerCase(), '+447700900123'],
      ]),
    );
    expect(stored.find((p) => p.name === '-Dash Name')).toBeDefined();
    // club A has none of them
    expect(
      await peopleByEmails(
        clubs.a.org.id,
        exported.map((r) => r.email),
      ),
    ).toEqual([]);
  });
});

describe('POST /api/people/import: the real run', () => {
  it('adds every valid row as an active volunteer without a login, with profile values', async () => {
    const [field] = await t.db
      .insert(profileFields)
      .values({ organisationId: clubs.a.org.id, displayName: 'Membership number' })
      .returning();
    const good = [
      row({ profile: { [field.id]: ' M-1001 ' } }),
      row({ profile: { [field.id]: '' } }),
    ];
    const bad = row({ email: 'nope' });
    t.queries.reset();
    const res = await post(clubs.a.org.host, adminA, { dry_run: false, rows: [...good, bad] });
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ total: 3, ok: 2, invalid: 1 });
    expect(res.body.created).toHaveLength(2);
    expect(res.body.rows[0].id).toBe(res.body.created[0]);

    // set-based: one INSERT for the people and one for their profile values
    const inserts = t.queries.statements.filter((s) => /^insert into/i.test(s.trim()));
    expect(inserts.filter((s) => /"people"/.test(s))).toHaveLength(1);
    expect(inserts.filter((s) => /"profile_entries"/.test(s))).toHaveLength(1);

    const stored = await peopleByEmails(
      clubs.a.org.id,
      good.map((r) => r.email),
    );
    expect(stored).toHaveLength(2);
    for (const p of stored) {
      expect(p).toMatchObject({ role: 'user', isActive: true, accountId: null });
      expect(p.email).toBe(p.email.toLowerCase());
    }
    const entries = await t.db
      .select()
      .from(profileEntries)
      .where(inArray(profileEntries.personId, res.body.created));
    expect(entries.map((e) => [e.personId, e.value])).toEqual([[res.body.created[0], 'M-1001']]);
  });

  it('skips members the club already has and leaves them as they are', async () => {
    const member = await createPerson(t.db, clubs.a.org, { email: email('kept'), name: 'Kept' });
    const res = await post(clubs.a.org.host, adminA, {
      dry_run: false,
      rows: [row({ email: member.email, name: 'Overwritten?' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ existing: 1, ok: 0 });
    expect(res.body.created).toEqual([]);
    const [after] = await peopleByEmails(clubs.a.org.id, [member.email]);
    expect(after.name).toBe('Kept');
  });

  it('imports a repeated email once; a second import of the same file adds nobody', async () => {
    const same = email('twice');
    const rows = [row({ email: same }), row({ email: same.toUpperCase() })];
    const first = await post(clubs.a.org.host, adminA, { dry_run: false, rows });
    expect(first.body.counts).toMatchObject({ ok: 1, duplicate: 1 });
    const again = await post(clubs.a.org.host, adminA, { dry_run: false, rows });
    expect(again.body.counts).toMatchObject({ ok: 0, existing: 1, duplicate: 1 });
    expect(await peopleByEmails(clubs.a.org.id, [same])).toHaveLength(1);
  });

  it('is all or nothing: a failure half-way leaves no one imported', async () => {
    // A trigger stands in for any failure after the people are written (disk, constraint…).
    await t.db.execute(sql`
      create or replace function fail_import_value() returns trigger language plpgsql as $$
      begin
        if new.value = 'BOOM' then raise exception 'simulated failure'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger fail_import_value before insert on profile_entries
      for each row execute function fail_import_value()`);
    try {
      const [field] = await t.db
        .insert(profileFields)
        .values({ organisationId: clubs.a.org.id, displayName: 'Notes' })
        .returning();
      const rows = [row(), row(), row({ profile: { [field.id]: 'BOOM' } })];
      const res = await post(clubs.a.org.host, adminA, { dry_run: false, rows });
      expect(res.status).toBe(500);
      expect(
        await peopleByEmails(
          clubs.a.org.id,
          rows.map((r) => r.email),
        ),
      ).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger fail_import_value on profile_entries`);
    }
  });
});

describe('POST /api/people/import: clubs and access', () => {
  it("imports into the admin's own club only; club B never sees A's people or ids", async () => {
    const shared = email('shared');
    const res = await post(clubs.a.org.host, adminA, {
      dry_run: false,
      rows: [row({ email: shared })],
    });
    expect(res.status).toBe(200);
    const [id] = res.body.created;

    // B's list does not show them; B may import the same email as a member of its own
    const listB = await t
      .http()
      .get('/api/people?limit=all')
      .set('Host', clubs.b.org.host)
      .set(bearer(adminB));
    expect(listB.body.ids).not.toContain(id);
    const inB = await post(clubs.b.org.host, adminB, {
      dry_run: true,
      rows: [row({ email: shared })],
    });
    expect(inB.body.rows[0].status).toBe('ok'); // A's member is not "existing" in B
    expect(inB.body.rows[0].id).toBeUndefined();

    // A's token on B's host is refused; so is a user
    const crossed = await post(clubs.b.org.host, adminA, { dry_run: true, rows: [row()] });
    expect(crossed.status).toBe(401);
    const asUser = await post(clubs.a.org.host, accessTokenFor(t, clubs.a.user), {
      dry_run: true,
      rows: [row()],
    });
    expect(asUser.status).toBe(403);
    const anonymous = await t
      .http()
      .post('/api/people/import')
      .set('Host', clubs.a.org.host)
      .send({ dry_run: true, rows: [row()] });
    expect(anonymous.status).toBe(401);
  });

  it("refuses another club's profile field ids, and writes nothing", async () => {
    const [theirs] = await t.db
      .insert(profileFields)
      .values({ organisationId: clubs.b.org.id, displayName: 'B only' })
      .returning();
    const r = row({ profile: { [theirs.id]: 'x' } });
    const res = await post(clubs.a.org.host, adminA, { dry_run: false, rows: [r] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ profile: [`Unknown profile field: ${theirs.id}.`] });
    expect(await peopleByEmails(clubs.a.org.id, [r.email])).toEqual([]);
  });
});

describe('POST /api/people/import: limits and malformed input', () => {
  it('takes 5,000 rows and refuses 5,001', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk-${i}-${Date.now()}@example.test`,
      phone: '+447700900123',
      role: '',
    }));
    const ok = await post(clubs.a.org.host, adminA, { dry_run: true, rows: many });
    expect(ok.status).toBe(200);
    expect(ok.body.counts.ok).toBe(5000);
    const tooMany = await post(clubs.a.org.host, adminA, {
      dry_run: true,
      rows: [...many, row()],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ rows: ['Import at most 5000 rows at a time.'] });
  });

  it('takes a file larger than the usual 1 MB body limit', async () => {
    const [field] = await t.db
      .insert(profileFields)
      .values({ organisationId: clubs.a.org.id, displayName: 'Long notes' })
      .returning();
    const rows = Array.from({ length: 1500 }, () =>
      row({ profile: { [field.id]: 'x'.repeat(1500) } }),
    );
    const res = await post(clubs.a.org.host, adminA, { dry_run: true, rows });
    expect(res.status).toBe(200);
    expect(res.body.counts.ok).toBe(1500);
  });

  it('answers 400 in the field shape for bodies that are not an import', async () => {
    const cases: [unknown, string[]][] = [
      [{ rows: [row()] }, ['dry_run']],
      [{ dry_run: true, rows: [] }, ['rows']],
      [{ dry_run: true, rows: 'a,b' }, ['rows']],
      [{ dry_run: true, rows: [{ name: 3 }] }, ['rows.0.name']],
      [{ dry_run: true, rows: [row({ profile: { x: '1' } })] }, ['rows.0.profile.x']],
      [{ dry_run: true, country_code: '+1', rows: [row()] }, ['country_code']],
    ];
    for (const [body, keys] of cases) {
      const res = await post(clubs.a.org.host, adminA, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body).sort(), JSON.stringify(res.body)).toEqual(keys);
    }
  });
});
