import { useTwoClubs } from '@test/kits/two-clubs';
import { mailboxOf, withMailbox } from '@test/mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';
import { withClubScope } from '@/db/scope';
import { queueMessages } from './outbox';

describe('queued messages', () => {
  const kit = useTwoClubs({ config: withMailbox() });

  it('are rows from the commit on, sent once by their job, and not sent when the change rolls back', async () => {
    const a = kit.a();
    const to = `queued-${Date.now()}@example.test`;
    const email = (subject: string) => ({
      organisationId: a.org.id,
      channel: 'email' as const,
      purpose: 'notice' as const,
      toPersonId: a.user.id,
      to,
      subject,
      text: `About ${subject}`,
    });
    const [kept] = await withClubScope(kit.t.app.db, a.org.id, (tx) =>
      queueMessages(tx, [email('kept')]),
    );
    await withClubScope(kit.t.app.db, a.org.id, async (tx) => {
      await queueMessages(tx, [email('rolled back')]);
      throw new Error('roll back');
    }).catch(() => undefined);

    const mails = await mailboxOf(kit.t, to);
    expect(mails.map((m) => m.subject)).toEqual(['kept']);
    const [row] = await kit.db().select().from(messages).where(eq(messages.id, kept));
    expect(row).toMatchObject({ status: 'sent', purpose: 'notice', attempts: 1 });
    // A second run of the same job finds nothing queued.
    await kit.t.app.jobs.settled();
    expect(await mailboxOf(kit.t, to)).toHaveLength(1);
  });

  it('refuses messages of two clubs in one call', async () => {
    const one = (organisationId: number) => ({
      organisationId,
      channel: 'sms' as const,
      purpose: 'notice' as const,
      toPersonId: null,
      to: '+447700900000',
      text: 'Hi',
    });
    await expect(
      queueMessages(kit.db(), [one(kit.a().org.id), one(kit.b().org.id)]),
    ).rejects.toThrow(/one club/);
  });
});
