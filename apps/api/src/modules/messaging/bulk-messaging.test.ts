import type { AudienceCount, BroadcastProgress, MessagePreview, Outbox } from '@crewcall/contract';
import { newClub } from '@test/clubs';
import { createEvent, createPerson, createRole, createSeries, createShift } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { competencies, jobs, messages, people, records, shifts } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { BROADCAST_INSERT_BATCH, expandBroadcast } from './broadcast.job';

type Club = Awaited<ReturnType<typeof newClub>>;

describe('bulk messaging', () => {
  const kit = useTwoClubs({ config: withMailbox(), countQueries: true });
  /** A club of its own per scenario, so counts never include another test's people. */
  let club: Club;
  const asAdmin = () => api(kit.t, club.org, club.admin.token);
  const person = (opts: Parameters<typeof createPerson>[2] = {}) =>
    createPerson(kit.db(), club.org, { withAccount: false, ...opts });
  const setPerson = (id: number, values: Partial<typeof people.$inferInsert>) =>
    kit.db().update(people).set(values).where(eq(people.id, id));
  const count = async (body: unknown) => {
    const res = await asAdmin().post('messaging/audience', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as AudienceCount;
  };
  const emailTo = (audience: unknown, newsletter = false) =>
    count({ channel: 'email', newsletter, audience });
  const ids = (a: AudienceCount) => a.sample.map((p) => p.id).sort((x, y) => x - y);
  const sorted = (...list: number[]) => [...list].sort((x, y) => x - y);

  beforeAll(async () => {
    club = await newClub(kit.t, { name: 'Bulk Harbour' });
    const res = await asAdmin().put('organisations/current/', { time_zone: 'Europe/London' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('counts each filter, once per person, only active people whose settings want it', async () => {
    const keen = await person({ name: 'Ann Keen' });
    const quiet = await person({ name: 'Bob Quiet' });
    await setPerson(quiet.id, { emailNotifications: false });
    const readerOnly = await person({ name: 'Cat Newsletter' });
    await setPerson(readerOnly.id, { emailNotifications: false, emailNewsletters: true });
    const allOff = await person({ name: 'Dan AllOff' });
    await setPerson(allOff.id, {
      emailNotifications: false,
      emailReminders: false,
      emailNewsletters: false,
    });
    const gone = await person({ name: 'Eve Gone', isActive: false });
    const pending = await person({ name: 'Fay Pending', role: 'new' });

    const everyone = await emailTo({ kind: 'everyone' });
    // club admin, club user, Ann; Bob and Cat (notifications off) and Dan (all off) left out
    expect(everyone.count).toBe(3);
    expect(ids(everyone)).toEqual(sorted(club.admin.id, club.user.id, keen.id));
    expect(everyone.excluded).toEqual({
      inactive: 2,
      settings: 3,
      no_email: 0,
      no_phone: 0,
      unverified: 0,
    });
    expect(ids(everyone)).not.toContain(pending.id);
    expect(ids(everyone)).not.toContain(gone.id);
    // the sample is by name
    const names = everyone.sample.map((p) => p.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    // a newsletter follows email_newsletters: Cat gets it, Dan (all off) still does not
    const newsletter = await emailTo({ kind: 'everyone' }, true);
    expect(ids(newsletter)).toEqual(
      sorted(club.admin.id, club.user.id, keen.id, quiet.id, readerOnly.id),
    );
    expect(ids(newsletter)).not.toContain(allOff.id);

    const admins = await emailTo({ kind: 'role', role: 'admin' });
    expect(ids(admins)).toEqual([club.admin.id]);

    // an event: people on its published shifts, each once (two shifts: one message)
    const event = await createEvent(kit.db(), club.org, { start: '2030-06-14T09:00:00Z' });
    await createShift(kit.db(), club.org, event, { personId: keen.id });
    await createShift(kit.db(), club.org, event, { personId: keen.id });
    await createShift(kit.db(), club.org, event, { personId: club.user.id, published: false });
    await createShift(kit.db(), club.org, event, { personId: quiet.id });
    await createShift(kit.db(), club.org, event); // open
    const onEvent = await emailTo({ kind: 'event', event: event.id });
    expect(onEvent).toMatchObject({ count: 1, sample: [{ id: keen.id, name: 'Ann Keen' }] });
    expect(onEvent.excluded.settings).toBe(1);

    const series = await createSeries(kit.db(), club.org);
    const inSeries = await createEvent(kit.db(), club.org, {
      start: '2030-07-01T09:00:00Z',
      seriesId: series.id,
    });
    await createShift(kit.db(), club.org, inSeries, { personId: club.admin.id });
    expect(ids(await emailTo({ kind: 'series', series: series.id }))).toEqual([club.admin.id]);

    // competency: a current record counts, an expired one does not
    const [competency] = await kit
      .db()
      .insert(competencies)
      .values({ organisationId: club.org.id, name: 'Powerboat 2' })
      .returning();
    await kit
      .db()
      .insert(records)
      .values([
        {
          organisationId: club.org.id,
          personId: keen.id,
          competencyId: competency.id,
          achieved: '2024-01-01',
        },
        {
          organisationId: club.org.id,
          personId: club.user.id,
          competencyId: competency.id,
          achieved: '2020-01-01',
          expires: '2021-01-01',
        },
      ]);
    const has = await emailTo({ kind: 'competency', competency: competency.id, has: true });
    expect(ids(has)).toEqual([keen.id]);
    const hasNot = await emailTo({ kind: 'competency', competency: competency.id, has: false });
    expect(ids(hasNot)).toEqual(sorted(club.admin.id, club.user.id));

    const picked = await emailTo({ kind: 'people', people: [keen.id, quiet.id, keen.id] });
    expect(picked.count).toBe(1);
    expect(picked.excluded.settings).toBe(1);
  });

  it("never includes another club's people, and refuses them (or its rows) by id", async () => {
    const b = kit.b();
    const everyone = await emailTo({ kind: 'everyone' });
    expect(ids(everyone)).not.toContain(b.admin.id);
    expect(ids(everyone)).not.toContain(b.user.id);

    const res = await asAdmin().post('messaging/audience', {
      channel: 'email',
      audience: { kind: 'people', people: [club.user.id, b.user.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ audience: [`These people are not in this club: ${b.user.id}.`] });

    const theirEvent = await createEvent(kit.db(), b.org, { start: '2030-06-14T09:00:00Z' });
    await createShift(kit.db(), b.org, theirEvent, { personId: b.user.id });
    const other = await asAdmin().post('messaging/audience', {
      channel: 'email',
      audience: { kind: 'event', event: theirEvent.id },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ audience: ['No such event in this club.'] });

    const sent = await asAdmin().post('messaging/send', {
      channel: 'email',
      subject: 'Hi',
      body: 'Hello',
      audience: { kind: 'people', people: [b.user.id] },
    });
    expect(sent.status).toBe(400);
    const [{ n }] = await kit
      .db()
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.toPersonId, b.user.id));
    expect(n).toBe(0);

    // members may not call it
    const member = await api(kit.t, club.org, club.user.token).post('messaging/audience', {
      channel: 'email',
      audience: { kind: 'everyone' },
    });
    expect(member.status).toBe(403);
  });

  it('SMS: refused while the club has it off; then verified phones of people who want it', async () => {
    const off = await asAdmin().post('messaging/audience', {
      channel: 'sms',
      audience: { kind: 'everyone' },
    });
    expect(off.status).toBe(400);
    expect(off.body).toEqual({ non_field_errors: ['SMS is turned off for this club.'] });

    const on = await asAdmin().put('organisations/current/', { sms_enabled: true });
    expect(on.status).toBe(200);
    const texter = await person({ name: 'Gus Texter' });
    await setPerson(texter.id, {
      phone: '+447700900001',
      smsVerified: true,
      smsNotifications: true,
    });
    const unverified = await person({ name: 'Hal Unverified' });
    await setPerson(unverified.id, { phone: '+447700900002', smsNotifications: true });
    // Every notification off on the email-settings page means no SMS either (spec).
    const allOff = await person({ name: 'Ida AllOff' });
    await setPerson(allOff.id, {
      phone: '+447700900003',
      smsVerified: true,
      smsNotifications: true,
      emailNotifications: false,
    });
    const res = await count({ channel: 'sms', audience: { kind: 'everyone' } });
    expect(ids(res)).toEqual([texter.id]);
    expect(res.excluded.unverified).toBe(1);
    expect(res.excluded.settings).toBeGreaterThan(0);

    const long = await asAdmin().post('messaging/preview', {
      channel: 'sms',
      subject: '',
      body: 'x'.repeat(1601),
      audience: { kind: 'everyone' },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ body: ['Ensure this field has no more than 1600 characters.'] });
    await asAdmin().put('organisations/current/', { sms_enabled: false });
  });

  it('previews with placeholders filled for the first recipient, in the club time zone', async () => {
    const role = await createRole(kit.db(), club.org, { name: 'Safety boat' });
    const event = await createEvent(kit.db(), club.org, {
      name: 'Summer Regatta',
      start: '2030-06-14T08:00:00Z',
    });
    const aaron = await person({ name: 'Aaron Early' });
    const shift = await createShift(kit.db(), club.org, event, { personId: aaron.id });
    await kit
      .db()
      .update(shifts)
      .set({ roleId: role.id, start: new Date('2030-06-14T08:30:00Z') })
      .where(eq(shifts.id, shift.id));
    const res = await asAdmin().post('messaging/preview', {
      channel: 'email',
      subject: '{event} on {event_date}',
      body: 'Hi {first_name} ({name}): {shift_role} at {shift_start}. {club}',
      audience: { kind: 'event', event: event.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body as MessagePreview).toEqual({
      to: { id: aaron.id, name: 'Aaron Early' },
      subject: 'Summer Regatta on Fri 14 Jun 2030',
      // 08:30 UTC is 9:30 in London in June
      body: 'Hi Aaron (Aaron Early): Safety boat at 9:30 am. Bulk Harbour',
    });

    // without an event the event placeholders are empty
    const plain = await asAdmin().post('messaging/preview', {
      channel: 'email',
      subject: 'News',
      body: '[{event}][{shift_start}]',
      audience: { kind: 'people', people: [aaron.id] },
    });
    expect((plain.body as MessagePreview).body).toBe('[][]');

    const unknown = await asAdmin().post('messaging/preview', {
      channel: 'email',
      subject: 'Hi {nickname}',
      body: '{name} {shoe_size} {shoe_size}',
      audience: { kind: 'everyone' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      subject: ['Unknown placeholders: {nickname}.'],
      body: ['Unknown placeholders: {shoe_size}.'],
    });

    const tooLong = await asAdmin().post('messaging/send', {
      channel: 'email',
      subject: 's'.repeat(201),
      body: 'b'.repeat(10_001),
      audience: { kind: 'everyone' },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body).sort()).toEqual(['body', 'subject']);
  });

  it('sends now: one message per recipient with its own text, progress until sent', async () => {
    const event = await createEvent(kit.db(), club.org, {
      start: '2030-08-01T09:00:00Z',
      name: 'Open Day',
    });
    const one = await person({ name: 'Ivy One' });
    const two = await person({ name: 'Jo Two' });
    for (const p of [one, two]) await createShift(kit.db(), club.org, event, { personId: p.id });
    const res = await asAdmin().post('messaging/send', {
      channel: 'email',
      newsletter: false,
      subject: 'About {event}',
      body: 'Dear {first_name}',
      audience: { kind: 'event', event: event.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { broadcast } = res.body;
    expect(broadcast).toMatchObject({
      status: 'scheduled',
      recipients: 0,
      created_by: club.admin.id,
    });

    const [mail] = await mailboxOf(kit.t, one.email);
    expect(mail).toMatchObject({ subject: 'About Open Day' });
    expect((await mailboxOf(kit.t, two.email))[0].text).toContain('Dear Jo');
    const progress = await asAdmin().get(`messaging/broadcasts/${broadcast.id}`);
    expect(progress.body as BroadcastProgress).toEqual({
      id: broadcast.id,
      status: 'sent',
      recipients: 2,
      queued: 0,
      sending: 0,
      sent: 2,
      failed: 0,
      cancelled: 0,
    });
    const rows = await kit
      .db()
      .select()
      .from(messages)
      .where(eq(messages.broadcastId, broadcast.id));
    expect(rows.map((m) => m.purpose)).toEqual(['message', 'message']);
    // the record lists them by broadcast
    const record = await asAdmin().get(`messagerecords/?broadcast=${broadcast.id}&status=sent`);
    expect(record.body.count).toBe(2);
    // another club's admin cannot read its progress
    expect((await kit.asAdminOfB().get(`messaging/broadcasts/${broadcast.id}`)).status).toBe(404);
  });

  it('a scheduled message shows in the outbox, and once cancelled sends nothing', async () => {
    const target = await person({ name: 'Kim Later' });
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await asAdmin().post('messaging/send', {
      channel: 'email',
      subject: 'Later',
      body: 'Later, {name}',
      audience: { kind: 'people', people: [target.id] },
      send_at: sendAt,
    });
    expect(res.status).toBe(201);
    const id = res.body.broadcast.id as number;
    const outbox = (await asAdmin().get('messaging/outbox')).body as Outbox;
    expect(outbox.broadcasts.map((b) => b.id)).toContain(id);
    expect((await kit.asAdminOfB().get('messaging/outbox')).body.broadcasts).toEqual([]);

    const cancel = await asAdmin().post(`messaging/broadcasts/${id}/cancel`, {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', recipients: 0 });
    expect((await asAdmin().post(`messaging/broadcasts/${id}/cancel`, {})).status).toBe(400);

    // its time comes: the job runs and sends nothing
    await kit
      .db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(sql`${jobs.payload}->>'broadcastId' = ${String(id)}`);
    expect(await mailboxOf(kit.t, target.email)).toEqual([]);
    const rows = await kit.db().select().from(messages).where(eq(messages.broadcastId, id));
    expect(rows).toEqual([]);
    expect(
      (await asAdmin().get('messaging/outbox')).body.broadcasts.map((b: { id: number }) => b.id),
    ).not.toContain(id);
  });

  it('cancelling while sending cancels the messages still queued', async () => {
    const targets = [
      await person({ name: 'Lee A' }),
      await person({ name: 'Max B' }),
      await person({ name: 'Ned C' }),
    ];
    await kit.t.app.jobs.stop();
    try {
      const res = await asAdmin().post('messaging/send', {
        channel: 'email',
        subject: 'Now',
        body: 'Now, {name}',
        audience: { kind: 'people', people: targets.map((p) => p.id) },
      });
      const id = res.body.broadcast.id as number;
      await withClubScope(kit.t.app.db, club.org.id, (tx) => expandBroadcast(tx, club.org.id, id));
      // one has gone out already
      await kit
        .db()
        .update(messages)
        .set({ status: 'sent', sentAt: new Date() })
        .where(and(eq(messages.broadcastId, id), eq(messages.toPersonId, targets[0].id)));
      const sending = await asAdmin().get(`messaging/broadcasts/${id}`);
      expect(sending.body).toMatchObject({ status: 'sending', recipients: 3, queued: 2, sent: 1 });
      const cancel = await asAdmin().post(`messaging/broadcasts/${id}/cancel`, {});
      expect(cancel.body).toMatchObject({ status: 'cancelled', queued: 0, sent: 1, cancelled: 2 });
    } finally {
      await kit.t.app.jobs.start();
    }
    for (const p of targets.slice(1)) expect(await mailboxOf(kit.t, p.email)).toEqual([]);
  });

  it('sends to 5,000 people in a bounded number of statements', async () => {
    const big = await newClub(kit.t, { name: 'Big Club' });
    await kit.db().execute(sql`insert into people (organisation_id, name, email, role, is_active)
      select ${big.org.id}, 'Member ' || g, 'member-' || g || '-' || ${big.org.id} || '@example.test', 'user', true
      from generate_series(1, 5000) g`);
    await kit.t.app.jobs.stop();
    let id = 0;
    try {
      const res = await api(kit.t, big.org, big.admin.token).post('messaging/send', {
        channel: 'email',
        newsletter: true,
        subject: 'Season news',
        body: 'Hello {first_name}',
        audience: { kind: 'everyone' },
      });
      expect(res.status).toBe(201);
      id = res.body.broadcast.id;
      let statements = 0;
      await withClubScope(kit.t.app.db, big.org.id, async (tx) => {
        kit.t.queries.reset();
        await expandBroadcast(tx, big.org.id, id);
        statements = kit.t.queries.statements.filter((s) => !s.includes('pg_catalog')).length;
      });
      // claim, club, audience, then per batch of 1,000 the messages and their send jobs, finish
      const batches = Math.ceil(5002 / BROADCAST_INSERT_BATCH);
      expect(statements).toBe(4 + 2 * batches);
      const rows = await kit
        .db()
        .select({ n: sql<number>`count(*)::int`, purpose: messages.purpose })
        .from(messages)
        .where(eq(messages.broadcastId, id))
        .groupBy(messages.purpose);
      expect(rows).toEqual([{ n: 5002, purpose: 'newsletter' }]);
      const distinct = await kit
        .db()
        .select({ n: sql<number>`count(distinct ${messages.toPersonId})::int` })
        .from(messages)
        .where(eq(messages.broadcastId, id));
      expect(distinct[0].n).toBe(5002);
      const [sample] = await kit
        .db()
        .select({ body: messages.body })
        .from(messages)
        .where(
          and(
            eq(messages.broadcastId, id),
            inArray(messages.toAddress, [`member-42-${big.org.id}@example.test`]),
          ),
        );
      expect(sample.body).toBe('Hello Member');
      // cancel the rest so the sender has nothing to do when it starts again
      await api(kit.t, big.org, big.admin.token).post(`messaging/broadcasts/${id}/cancel`, {});
    } finally {
      await kit.t.app.jobs.start();
    }
    await kit.t.app.jobs.settled();
  });
});
