import {
  createAvailability,
  createCompetency,
  createEvent,
  createPerson,
  createRecord,
  createRole,
  createShifts,
  requireCompetency,
} from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { allocationRuns, shifts } from '@/db/schema';
import { rowsOf } from '@/lib/postgres';
import { stopSolver } from './solver/highs';

/*
 * The allocation round on PostgreSQL, through the API and the job: every staged result is
 * checked by `hardRulesBroken`, a checker in SQL over the database's own rows (it shares
 * nothing with the solver), and another club never enters a round.
 */

const kit = useTwoClubs();
afterAll(() => stopSolver());

let year = 2040; // each round its own season, far in the future (the club's days: London)

/** A fresh season: the open round of club A closed first, so each test opens its own. */
async function freshSeason(db: Db, orgId: number) {
  await db.execute(
    sql`update allocation_rounds set status = 'closed' where organisation_id = ${orgId}`,
  );
  year++;
  return { starts: `${year}-05-01`, ends: `${year}-05-31`, closes: `${year}-04-30`, year };
}

async function openRound(o: { starts: string; ends: string; closes: string }, extra = {}) {
  const res = await kit.asAdmin().post('allocation/rounds', {
    name: 'Summer',
    default_quota: 2,
    max_per_day: 1,
    max_per_week: 3,
    ...o,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

async function runToEnd(roundId: number) {
  const start = await kit.asAdmin().post(`allocation/rounds/${roundId}/runs`, {
    time_limit_seconds: 10,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  await kit.t.app.jobs.settled();
  const run = await kit.asAdmin().get(`allocation/runs/${start.body.id}`);
  expect(run.status).toBe(200);
  expect(run.body.status, run.body.error).toBe('done');
  return run.body;
}

/**
 * Every hard rule, read from the database after a run: each row is a rule broken by a
 * staged or held duty of the club in the span (competency, unavailability, can't, overlap,
 * per-day and per-week limits in the club's zone, a person of another club or not in the round).
 */
async function hardRulesBroken(db: Db, orgId: number, roundId: number) {
  const rows = await db.execute(sql`
    with r as (select * from allocation_rounds where id = ${roundId} and organisation_id = ${orgId}),
    tz as (select time_zone as z from organisations where id = ${orgId}),
    duty as (
      select s.* from shifts s, r, tz
      where s.organisation_id = ${orgId} and s.person_id is not null
        and s.start >= (r.starts::timestamp at time zone tz.z)
        and s.start < ((r.ends + 1)::timestamp at time zone tz.z))
    select 'competency' as rule, d.id from duty d
      join role_competencies rc on rc.organisation_id = d.organisation_id and rc.role_id = d.role_id
      where not exists (select 1 from records rec where rec.organisation_id = d.organisation_id
        and rec.person_id = d.person_id and rec.competency_id = rc.competency_id and rec.current
        and (rec.expires is null or rec.expires > current_date))
    union all
    select 'unavailable', d.id from duty d join availability a
      on a.organisation_id = d.organisation_id and a.person_id = d.person_id and a.available = 0
      and a.start < d."end" and d.start < a."end"
    union all
    select 'cant', d.id from duty d join allocation_marks m on m.shift_id = d.id
      and m.person_id = d.person_id and m.mark = 'cant'
    union all
    select 'overlap', d.id from duty d join duty o on o.person_id = d.person_id and o.id <> d.id
      and o.start < d."end" and d.start < o."end"
    union all
    select 'per day', min(d.id) from duty d, tz, r
      group by d.person_id, (d.start at time zone tz.z)::date, r.max_per_day
      having count(*) > r.max_per_day
    union all
    select 'per week', min(d.id) from duty d, tz, r
      group by d.person_id, date_trunc('week', d.start at time zone tz.z), r.max_per_week
      having count(*) > r.max_per_week
    union all
    select 'other club', d.id from duty d join people p on p.id = d.person_id
      where p.organisation_id <> d.organisation_id`);
  return rowsOf<{ rule: string; id: number }>(rows);
}

describe('the allocation round', () => {
  it('opens one round per club, for admins only, and refuses bad input with 400', async () => {
    const season = await freshSeason(kit.db(), kit.a().org.id);
    const member = await kit.asMember().post('allocation/rounds', {
      name: 'x',
      default_quota: 1,
      max_per_day: 1,
      max_per_week: 1,
      ...season,
    });
    expect(member.status).toBe(403);
    const bad = await kit.asAdmin().post('allocation/rounds', {
      name: 'Backwards',
      default_quota: 1,
      max_per_day: 1,
      max_per_week: 1,
      starts: season.ends,
      ends: season.starts,
      closes: season.closes,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.ends).toBeDefined();
    await openRound(season);
    const second = await kit.asAdmin().post('allocation/rounds', {
      name: 'Again',
      default_quota: 1,
      max_per_day: 1,
      max_per_week: 1,
      ...season,
    });
    expect(second.status).toBe(400);
    expect(second.body.non_field_errors[0]).toMatch(/already open/);
    // Club B may open its own.
    const b = await kit.asAdminOfB().post('allocation/rounds', {
      name: 'B',
      default_quota: 1,
      max_per_day: 1,
      max_per_week: 1,
      ...season,
    });
    expect(b.status).toBe(201);
  });

  it('fills a season, stages it unseen until published, and reports it', async () => {
    const db = kit.db();
    const a = kit.a();
    const season = await freshSeason(db, a.org.id);
    const helm = await createRole(db, a.org, { name: 'Helm' });
    const crew = await createRole(db, a.org, { name: 'Crew' });
    const powerboat = await createCompetency(db, a.org, { name: 'Powerboat' });
    await requireCompetency(db, a.org, { roleId: helm.id, competencyId: powerboat.id });
    await createRecord(db, a.org, { personId: a.user.id, competencyId: powerboat.id });
    const event = await createEvent(db, a.org, {
      start: `${season.year}-05-10T09:00:00Z`,
      hours: 8,
    });
    const [h1, c1, c2] = await createShifts(db, a.org, event, [
      { roleId: helm.id },
      { roleId: crew.id },
      {
        roleId: crew.id,
        start: `${season.year}-05-10T09:00:00Z`,
        end: `${season.year}-05-10T12:00:00Z`,
      },
    ]);
    const round = await openRound(season);

    // The member marks: wants the helm shift, can't do the first crew shift.
    const marked = await kit.asMember().put(`allocation/rounds/${round.id}/marks`, {
      marks: [
        { shift: h1.id, mark: 'want' },
        { shift: c1.id, mark: 'cant' },
      ],
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const mine = await kit.asMember().get('allocation/round');
    expect(mine.body.quota).toBe(2);
    expect(mine.body.progress).toBeNull();
    expect(mine.body.shifts.find((s: { id: number }) => s.id === h1.id).mark).toBe('want');
    const progress = (await kit.asAdmin().get('allocation/round')).body.progress;
    expect(progress.answered).toBe(1);
    // The admins' dashboard card tells the same: the open round, one member answered.
    const card = async (as = kit.asAdmin()) => (await as.get('dashboard')).body.allocation_round;
    expect(await card()).toMatchObject({
      id: round.id,
      name: 'Summer',
      closes: season.closes,
      members: progress.members,
      answered: 1,
      latest_run: null,
    });
    expect(await card(kit.asMember())).toBeNull();
    // Another club's admin sees only that club's round, if any.
    expect((await card(kit.asAdminOfB()))?.id).not.toBe(round.id);

    const run = await runToEnd(round.id);
    expect((await card()).latest_run).toMatchObject({ id: run.id, status: 'done' });
    expect(await hardRulesBroken(db, a.org.id, round.id)).toEqual([]);
    const onShift = new Map(
      (await db.select().from(shifts).where(sql`${shifts.eventId} = ${event.id}`)).map((s) => [
        s.id,
        s,
      ]),
    );
    expect(onShift.get(h1.id)?.personId).toBe(a.user.id);
    // One duty a day: the admin takes one crew shift, the other is left open, and said why.
    const onCrew = [c1.id, c2.id].map((id) => onShift.get(id)?.personId ?? null);
    expect(onCrew.sort()).toEqual([a.admin.id, null].sort());
    const open = onCrew[0] === null ? c1.id : c2.id;
    expect(run.report.filled).toBe(2);
    expect(run.report.unfilled_shifts).toEqual([
      expect.objectContaining({ shift: open, reason: 'everyone_busy' }),
    ]);
    expect(run.report.preferences).toEqual({ want: 1, want_honoured: 1, can: 0, can_honoured: 0 });
    // Staged: unpublished, so the member does not see the duty yet.
    const staged = [...onShift.values()].filter((s) => s.personId !== null);
    expect(staged.map((s) => s.draft)).toEqual([null, null]);
    const before = await kit.asMember().get('dashboard');
    expect(before.body.upcoming_shifts.map((s: { id: number }) => s.id)).not.toContain(h1.id);
    // Published as today, the member sees it.
    expect((await kit.asAdmin().post(`events/${event.id}/publish`, {})).status).toBe(200);
    const after = await kit.asMember().get('dashboard');
    expect(after.body.upcoming_shifts.map((s: { id: number }) => s.id)).toContain(h1.id);
  }, 60_000);

  it("never takes another club's people, nor lets its admin near the round", async () => {
    const db = kit.db();
    const a = kit.a();
    const b = kit.b();
    const season = await freshSeason(db, a.org.id);
    const event = await createEvent(db, a.org, { start: `${season.year}-05-12T09:00:00Z` });
    await createShifts(db, a.org, event, [{}, {}, {}]);
    // Club B has many eager people; club A only its two.
    for (let i = 0; i < 3; i++) await createPerson(db, b.org, { role: 'user' });
    const round = await openRound(season);
    const quotas = await kit.asAdmin().put(`allocation/rounds/${round.id}/quotas`, {
      quotas: [{ person: b.user.id, quota: 5, preferred_role: null }],
    });
    expect(quotas.status).toBe(400);
    expect(quotas.body.person[0]).toMatch(/does not exist/);
    expect((await kit.asAdminOfB().post(`allocation/rounds/${round.id}/runs`, {})).status).toBe(
      404,
    );
    const run = await runToEnd(round.id);
    const clubAPeople = new Set([a.admin.id, a.user.id]);
    for (const p of run.report.people) expect(clubAPeople.has(p.person)).toBe(true);
    expect(await hardRulesBroken(db, a.org.id, round.id)).toEqual([]);
    expect(run.report.filled).toBe(2);
    // B's run can't read A's run either.
    expect((await kit.asAdminOfB().get(`allocation/runs/${run.id}`)).status).toBe(404);
  }, 60_000);

  it('runs one auto-fill at a time per club', async () => {
    const db = kit.db();
    const season = await freshSeason(db, kit.a().org.id);
    const round = await openRound(season);
    const [busy] = await db
      .insert(allocationRuns)
      .values({ organisationId: kit.a().org.id, roundId: round.id, status: 'running' })
      .returning();
    const second = await kit.asAdmin().post(`allocation/rounds/${round.id}/runs`, {});
    expect(second.status).toBe(400);
    expect(second.body.non_field_errors[0]).toMatch(/already running/);
    await db.execute(sql`update allocation_runs set status = 'failed' where id = ${busy.id}`);
  });

  it('closes a round (admins only, not while its auto-fill runs); the next one may then open', async () => {
    const db = kit.db();
    const season = await freshSeason(db, kit.a().org.id);
    const round = await openRound(season);
    expect((await kit.asMember().post(`allocation/rounds/${round.id}/close`, {})).status).toBe(403);
    // Another club's admin cannot reach it.
    expect((await kit.asAdminOfB().post(`allocation/rounds/${round.id}/close`, {})).status).toBe(
      404,
    );
    const [busy] = await db
      .insert(allocationRuns)
      .values({ organisationId: kit.a().org.id, roundId: round.id, status: 'queued' })
      .returning();
    const running = await kit.asAdmin().post(`allocation/rounds/${round.id}/close`, {});
    expect(running.status).toBe(400);
    expect(running.body.non_field_errors[0]).toMatch(/running/);
    await db.execute(sql`update allocation_runs set status = 'done' where id = ${busy.id}`);

    const closed = await kit.asAdmin().post(`allocation/rounds/${round.id}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ id: round.id, status: 'closed' });
    expect((await kit.asMember().get('allocation/round')).body.round).toBeNull();
    const marks = await kit.asMember().put(`allocation/rounds/${round.id}/marks`, { marks: [] });
    expect(marks.status).toBe(400);
    const again = await kit.asAdmin().post(`allocation/rounds/${round.id}/close`, {});
    expect(again.status).toBe(400);
    await openRound({ ...season, closes: season.closes });
  });

  it('reports an infeasible season rather than failing', async () => {
    const db = kit.db();
    const a = kit.a();
    const season = await freshSeason(db, a.org.id);
    const role = await createRole(db, a.org);
    const rare = await createCompetency(db, a.org);
    await requireCompetency(db, a.org, { roleId: role.id, competencyId: rare.id });
    const event = await createEvent(db, a.org, { start: `${season.year}-05-14T09:00:00Z` });
    const [needy] = await createShifts(db, a.org, event, [{ roleId: role.id }]);
    const round = await openRound(season);
    const run = await runToEnd(round.id);
    expect(run.report.filled).toBe(0);
    expect(run.report.unfilled_shifts).toEqual([
      expect.objectContaining({
        shift: needy.id,
        event: event.id,
        event_name: event.name,
        start: new Date(needy.start).toISOString(),
        reason: 'nobody_qualified',
      }),
    ]);
  }, 60_000);

  it('never breaks a hard rule on randomised small seasons (checked in SQL)', async () => {
    const db = kit.db();
    const a = kit.a();
    const role = await createRole(db, a.org);
    const needs = await createCompetency(db, a.org);
    await requireCompetency(db, a.org, { roleId: role.id, competencyId: needs.id });
    const extra = await Promise.all(
      [0, 1, 2, 3].map(() => createPerson(db, a.org, { role: 'user' })),
    );
    await createRecord(db, a.org, { personId: extra[0].id, competencyId: needs.id });
    const everyone = [a.admin.id, a.user.id, ...extra.map((p) => p.id)];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 20 }),
            hour: fc.integer({ min: 6, max: 18 }),
            hours: fc.integer({ min: 1, max: 6 }),
            restricted: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(fc.record({ who: fc.nat(), day: fc.integer({ min: 1, max: 20 }) }), {
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 2 }),
        async (shiftSpecs, away, perDay) => {
          const season = await freshSeason(db, a.org.id);
          const month = `${season.year}-05-`;
          const day = (d: number) => `${month}${String(d).padStart(2, '0')}`;
          for (const spec of shiftSpecs) {
            const start = `${day(spec.day)}T${String(spec.hour).padStart(2, '0')}:00:00Z`;
            const event = await createEvent(db, a.org, { start, hours: spec.hours });
            await createShifts(db, a.org, event, [spec.restricted ? { roleId: role.id } : {}]);
          }
          for (const gone of away) {
            await createAvailability(db, a.org, {
              personId: everyone[gone.who % everyone.length],
              start: `${day(gone.day)}T00:00:00+01:00`,
              end: `${day(gone.day)}T23:59:59+01:00`,
              available: 0,
            }).catch(() => undefined); // one row per person and day
          }
          const round = await openRound(season, { max_per_day: perDay, max_per_week: 2 });
          const run = await runToEnd(round.id);
          expect(await hardRulesBroken(db, a.org.id, round.id)).toEqual([]);
          expect(run.report.filled + run.report.unfilled).toBe(shiftSpecs.length);
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});
