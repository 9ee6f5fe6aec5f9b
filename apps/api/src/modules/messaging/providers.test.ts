import { type ClubOf, newClub } from '@test/clubs';
import { createPerson } from '@test/factories';
import {
  FAKE_MAIL_FROM,
  FAKE_TWILIO_ACCOUNT,
  FAKE_TWILIO_FROM,
  type FakeProvider,
  INVALID_NUMBER,
  type SesEmail,
  sesConfig,
  startFakeSes,
  startFakeTwilio,
  type TwilioSms,
  twilioConfig,
} from '@test/fakes';
import { linkIn } from '@test/mail';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueClubMail } from '@/adapters/mail/club-mail-job';
import { createSesMailAdapter } from '@/adapters/mail/ses';
import { messages } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { deliverMessage, deliveryDeps, type MessageRow, ProviderError } from './deliver';
import { emailSettingsUrl } from './email-settings-link';
import { type OutgoingMessage, queueMessages } from './outbox';

// The providers at work: the real SES and Twilio clients against local servers that speak
// their APIs (test/fakes), the app's real jobs and database in between.

let t: TestApp;
let ses: FakeProvider<SesEmail>;
let twilio: FakeProvider<TwilioSms>;
let a: ClubOf;
let b: ClubOf;

const CLUB_A = 'Zeilvereniging "De Éénhoorn"';
const CLUB_B = 'Harbour Rowing Club';

beforeAll(async () => {
  ses = await startFakeSes();
  twilio = await startFakeTwilio();
  t = await createTestApp(
    { ...relaxedLimits, ...sesConfig(ses), ...twilioConfig(twilio) },
    { countQueries: true, logLevel: 'info' },
  );
  a = await newClub(t, { name: CLUB_A });
  b = await newClub(t, { name: CLUB_B });
});
afterAll(async () => {
  await t?.close();
  await ses?.close();
  await twilio?.close();
});

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Crewcall//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:shift-1@crewcall.test',
  'DTSTART:20270101T090000Z',
  'DTEND:20270101T120000Z',
  'SUMMARY:Bar shift',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const email = (club: ClubOf, over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  organisationId: club.org.id,
  channel: 'email',
  purpose: 'notice',
  toPersonId: club.user.id,
  to: club.user.email,
  subject: `Your shift at ${club.org.name}`,
  text: 'You are on the bar on Friday.',
  html: '<html><body><p>You are on the bar on Friday.</p></body></html>',
  ...over,
});

const queue = (club: ClubOf, list: OutgoingMessage[]) =>
  withClubScope(t.app.db, club.org.id, (tx) => queueMessages(tx, list));

const sentTo = (address: string) => ses.received.filter((m) => m.destination.includes(address));

const header = (mail: SesEmail, name: string) =>
  mail.mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

const settingsLink = (club: ClubOf) =>
  emailSettingsUrl(`http://${club.org.host}`, club.user.emailSettingsUid);

/** A message row as the sender hands it over (not stored: deliverMessage never reads it back). */
const row = (club: ClubOf, over: Partial<MessageRow> = {}): MessageRow => ({
  id: 0,
  organisationId: club.org.id,
  channel: 'email',
  kind: 'club',
  purpose: 'notice',
  toPersonId: club.user.id,
  toAddress: club.user.email,
  subject: 'Hello',
  body: 'Hello there',
  html: null,
  attachments: null,
  broadcastId: null,
  status: 'sending',
  attempts: 0,
  lastError: null,
  providerId: null,
  sendAfter: new Date(),
  claimedAt: new Date(),
  sentAt: null,
  createdBy: null,
  createdAt: new Date(),
  ...over,
});

const deps = () => deliveryDeps(t.app, { db: t.db });

describe('club email through SES', () => {
  it("is from the club's name, carries its unsubscribe link and footer, and its invitation", async () => {
    const [idA] = await queue(a, [
      email(a, {
        attachments: [
          {
            filename: 'invite.ics',
            contentType: 'text/calendar',
            content: ICS,
          },
        ],
      }),
    ]);
    const [idB] = await queue(b, [email(b)]);
    await t.app.jobs.settled();

    const [mailA] = sentTo(a.user.email);
    expect(mailA, 'club A mail sent').toBeDefined();
    expect(mailA.mail.from?.value).toEqual([{ name: CLUB_A, address: FAKE_MAIL_FROM }]);
    expect(header(mailA, 'From')).not.toContain('Éé'); // encoded (RFC 2047), not raw 8-bit
    expect(mailA.mail.to).toMatchObject({ value: [{ address: a.user.email }] });
    expect(mailA.mail.subject).toBe(`Your shift at ${CLUB_A}`);
    expect(header(mailA, 'List-Unsubscribe')).toBe(`<${settingsLink(a)}>`);
    expect(mailA.mail.text).toContain('You are on the bar on Friday.');
    expect(mailA.mail.text).toContain(
      `You receive this email from ${CLUB_A} through Crewcall. Change which emails you get: ${settingsLink(a)}`,
    );
    expect(mailA.mail.html).toContain(`href="${settingsLink(a)}"`);
    expect(mailA.mail.html).toContain('De Éénhoorn&quot; through Crewcall.');

    const [invite] = mailA.mail.attachments;
    expect(invite).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar' });
    expect(invite.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
    expect(invite.content.toString('utf8')).toBe(ICS);

    // The provider's id is kept on the record.
    const rows = await t.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [idA, idB]));
    expect(rows.find((r) => r.id === idA)?.providerId).toBe(mailA.messageId);

    // Club B's mail names only club B, links only to club B.
    const [mailB] = sentTo(b.user.email);
    expect(mailB.mail.from?.value[0].name).toBe(CLUB_B);
    expect(header(mailB, 'List-Unsubscribe')).toBe(`<${settingsLink(b)}>`);
    for (const [mail, other] of [
      [mailA, b],
      [mailB, a],
    ] as const) {
      expect(mail.raw).not.toContain(other.org.host);
      expect(mail.raw).not.toContain(other.user.emailSettingsUid);
      expect(`${mail.mail.from?.text}${mail.mail.text}${mail.mail.html}`).not.toContain(
        other === a ? 'Éénhoorn' : CLUB_B,
      );
    }
  });

  it('to an address with no person: the footer without a settings link, no List-Unsubscribe', async () => {
    const to = `guest-${Date.now()}@example.test`;
    await queue(a, [email(a, { toPersonId: null, to, html: undefined })]);
    await t.app.jobs.settled();
    const [mail] = sentTo(to);
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(mail.mail.text).toContain(`You receive this email from ${CLUB_A} through Crewcall.`);
    expect(mail.mail.text).not.toContain('/profile/emails/');
  });

  it("a job's messages are composed with one read of the club and one of the recipients", async () => {
    const recipients = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        newClubPerson(a, `batch-${i}-${Date.now()}@example.test`),
      ),
    );
    t.queries.reset();
    await queue(
      a,
      recipients.map((p) => email(a, { toPersonId: p.id, to: p.email, html: undefined })),
    );
    await t.app.jobs.settled();
    for (const p of recipients) {
      const [mail] = sentTo(p.email);
      expect(header(mail, 'List-Unsubscribe')).toBe(
        `<${emailSettingsUrl(`http://${a.org.host}`, p.emailSettingsUid)}>`,
      );
    }
    const reads = (pattern: RegExp) =>
      t.queries.statements.filter((s) => /^\s*select/i.test(s) && pattern.test(s)).length;
    expect(reads(/"email_settings_uid"/)).toBe(1);
    expect(reads(/from "organisation_domains"/)).toBe(1);
    expect(reads(/"organisations"."name"|select "name" from "organisations"/)).toBe(1);
  });

  it("never links to another club's person: a uid is read in the message's club only", async () => {
    const message = row(a, { toPersonId: b.user.id, subject: `Cross ${Date.now()}` });
    const { providerId } = await deliverMessage(deps(), message, { key: 'cross' });
    const mail = ses.received.find((m) => m.messageId === providerId) as SesEmail;
    expect(mail.raw).not.toContain(b.user.emailSettingsUid);
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  it('club mail sent by its own job (a removed shift) leaves composed the same way', async () => {
    await withClubScope(t.app.db, a.org.id, (tx) =>
      enqueueClubMail(tx, {
        kind: 'club',
        organisationId: a.org.id,
        to: a.user.email,
        toPersonId: a.user.id,
        subject: 'Shift removed: Regatta',
        text: 'Your shift has been removed.',
      }),
    );
    await t.app.jobs.settled();
    const mail = sentTo(a.user.email).find((m) => m.mail.subject === 'Shift removed: Regatta');
    expect(mail?.mail.from?.value[0].name).toBe(CLUB_A);
    expect(header(mail as SesEmail, 'List-Unsubscribe')).toBe(`<${settingsLink(a)}>`);
    expect(mail?.mail.text).toContain(`Change which emails you get: ${settingsLink(a)}`);
  });
});

describe('security mail through SES', () => {
  it('is from the club, has no footer or unsubscribe, and its link is never logged', async () => {
    const res = await t
      .http()
      .put('/api/password_reset/request')
      .set('Host', a.org.host)
      .send({ email: a.user.email });
    expect(res.status).toBe(200);
    await t.app.jobs.settled();
    const mail = sentTo(a.user.email).find((m) => /password/i.test(m.mail.subject ?? ''));
    expect(mail, 'reset mail sent').toBeDefined();
    const sent = mail as SesEmail;
    expect(sent.mail.from?.value).toEqual([{ name: CLUB_A, address: FAKE_MAIL_FROM }]);
    expect(header(sent, 'List-Unsubscribe')).toBeUndefined();
    expect(sent.mail.text).not.toContain('You receive this email from');
    const { token } = linkIn({ text: sent.mail.text ?? '' });

    const [record] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.providerId, sent.messageId));
    expect(record).toMatchObject({ kind: 'security', purpose: 'account' });
    expect(record.body).not.toContain(token);

    const logged = JSON.stringify(t.logs);
    expect(t.logs.some((l) => l.mailAdapter === 'ses')).toBe(true);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(FAKE_TWILIO_ACCOUNT.authToken);
    expect(logged).not.toContain(process.env.AWS_SECRET_ACCESS_KEY);
  });
});

describe('SMS through Twilio', () => {
  it('sends with the account, from the configured number, and keeps the sid', async () => {
    const [id] = await queue(a, [
      {
        organisationId: a.org.id,
        channel: 'sms',
        purpose: 'reminder',
        toPersonId: a.user.id,
        to: '+31612345678',
        text: 'Bar shift tomorrow 9:00',
      },
    ]);
    await t.app.jobs.settled();
    const sms = twilio.received.find((s) => s.to === '+31612345678');
    expect(sms).toMatchObject({
      accountSid: FAKE_TWILIO_ACCOUNT.accountSid,
      from: FAKE_TWILIO_FROM,
      body: 'Bar shift tomorrow 9:00',
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(stored.providerId).toBe(sms?.sid);
    expect(JSON.stringify(t.logs)).not.toContain(FAKE_TWILIO_ACCOUNT.authToken);
  });
});

describe('provider failures', () => {
  const failure = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  };

  it('SES: a 5xx or throttling may be retried, a rejection not; a retry then goes through', async () => {
    const message = row(a, { subject: `Retry ${Date.now()}` });
    ses.failNext(1, 500);
    expect((await failure(deliverMessage(deps(), message, { key: 'k1' }))).retryable).toBe(true);
    const { providerId } = await deliverMessage(deps(), message, { key: 'k1' });
    expect(ses.received.find((m) => m.messageId === providerId)?.mail.subject).toBe(
      message.subject,
    );

    ses.failNext(1, 429);
    expect((await failure(deliverMessage(deps(), message, { key: 'k2' }))).retryable).toBe(true);

    ses.failNext(1, 400, 'MessageRejected');
    const rejected = await failure(deliverMessage(deps(), message, { key: 'k3' }));
    expect(rejected).toMatchObject({ retryable: false });
    expect(rejected.message).toContain('MessageRejected');
    expect(rejected.message).not.toContain(message.body);
  });

  it('SES unreachable: may be retried', async () => {
    const gone = await startFakeSes();
    await gone.close();
    const mail = createSesMailAdapter(t.db, t.app.log, {
      from: FAKE_MAIL_FROM,
      region: 'eu-west-1',
      endpoint: gone.url,
    });
    const error = await failure(
      mail.deliver({ organisationId: a.org.id, to: a.user.email, subject: 'x', text: 'y' }),
    );
    expect(error.retryable).toBe(true);
  });

  it('Twilio: a 5xx or 429 may be retried, an invalid number not', async () => {
    const sms = row(a, { channel: 'sms', toAddress: '+447700900123', body: 'Hi', subject: '' });
    twilio.failNext(1, 503);
    expect((await failure(deliverMessage(deps(), sms, { key: 's1' }))).retryable).toBe(true);
    twilio.failNext(1, 429);
    expect((await failure(deliverMessage(deps(), sms, { key: 's1' }))).retryable).toBe(true);
    const { providerId } = await deliverMessage(deps(), sms, { key: 's1' });
    expect(twilio.received.at(-1)).toMatchObject({ sid: providerId, to: '+447700900123' });

    const invalid = await failure(
      deliverMessage(deps(), { ...sms, toAddress: INVALID_NUMBER }, { key: 's2' }),
    );
    expect(invalid).toMatchObject({ retryable: false });
    expect(invalid.message).toContain('21211');
  });
});

const newClubPerson = (club: ClubOf, emailAddress: string) =>
  createPerson(t.db, club.org, { email: emailAddress, withAccount: false });
