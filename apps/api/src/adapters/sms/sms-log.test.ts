import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { smsboxOf } from '@test/sms';
import { describe, expect, it } from 'vitest';
import { withClubScope } from '@/db/scope';
import { startMetrics } from '@/lib/metrics';
import { queueMessages } from '@/modules/messaging';
import { smsboxDir } from './smsbox';

/**
 * crewcall_messages_total by `channel/outcome` (the metrics of this process; counting starts
 * with the first call, before the sends below, as the metrics plugin starts it).
 */
const sentCounts = async () =>
  Object.fromEntries(
    (await (await startMetrics()).messagesSent.get()).values.map((v) => [
      `${v.labels.channel}/${v.labels.outcome}`,
      v.value,
    ]),
  );

describe('the local (default) providers', () => {
  const kit = useTwoClubs({ config: withMailbox() });

  it('an SMS goes to the local SMS box, a club email to the mailbox with its footer', async () => {
    const a = kit.a();
    expect(kit.t.app.sms.name).toBe('log');
    expect(kit.t.app.mail.name).toBe('outbox-log');
    const phone = '+447700900777';
    const before = await sentCounts();
    await withClubScope(kit.t.app.db, a.org.id, (tx) =>
      queueMessages(tx, [
        {
          organisationId: a.org.id,
          channel: 'sms',
          purpose: 'notice',
          toPersonId: a.user.id,
          to: phone,
          text: 'Bar shift moved to 10:00',
        },
        {
          organisationId: a.org.id,
          channel: 'email',
          purpose: 'notice',
          toPersonId: a.user.id,
          to: a.user.email,
          subject: 'Moved',
          text: 'Bar shift moved to 10:00',
        },
      ]),
    );
    const [sms] = await smsboxOf(kit.t, phone);
    expect(sms).toMatchObject({
      organisation_id: a.org.id,
      to: phone,
      text: 'Bar shift moved to 10:00',
    });
    const [mail] = await mailboxOf(kit.t, a.user.email);
    const link = `http://${a.org.host}/profile/emails/${a.user.emailSettingsUid}`;
    expect(mail).toMatchObject({
      from_name: a.org.name,
      headers: { 'List-Unsubscribe': `<${link}>` },
    });
    expect(mail.text).toContain(`Change which emails you get: ${link}`);
    // Each counted once in the metrics as sent.
    await kit.t.app.jobs.settled();
    const after = await sentCounts();
    expect((after['sms/sent'] ?? 0) - (before['sms/sent'] ?? 0)).toBe(1);
    expect((after['email/sent'] ?? 0) - (before['email/sent'] ?? 0)).toBe(1);
    // Nothing of club A in club B's boxes (B sent nothing).
    expect((await smsboxOf(kit.t, phone)).every((s) => s.organisation_id === a.org.id)).toBe(true);
  });

  it('the SMS box: SMS_DIR, else inside MAIL_DIR, else beside the default mailbox in development', () => {
    const base = { DATA_DIR: '/srv/crewcall', MAIL_DIR: undefined, SMS_DIR: undefined };
    expect(smsboxDir({ ...base, NODE_ENV: 'development' })).toBe('/srv/crewcall/sms');
    expect(smsboxDir({ ...base, NODE_ENV: 'production' })).toBeNull();
    expect(smsboxDir({ ...base, NODE_ENV: 'test' })).toBeNull();
    expect(smsboxDir({ ...base, NODE_ENV: 'test', MAIL_DIR: '/tmp/box' })).toBe('/tmp/box/sms');
    expect(smsboxDir({ ...base, NODE_ENV: 'production', SMS_DIR: '/tmp/sms' })).toBe('/tmp/sms');
  });
});
