import { useTwoClubs } from '@test/kits/two-clubs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withClubScope } from '@/db/scope';
import { queueMessages } from './outbox';

// The messages sent to one person (the admin's Emails tab on /people/{pk}/emails, issue 23
// item 5): the message record filtered by recipient, `GET /api/messagerecords/?to_person=`.
// Admins only, the club's own messages only, newest first.
const kit = useTwoClubs();

type Club = 'a' | 'b';
const ids = {} as Record<string, number>;

/** Queues one email to `personId` of `club`, in its own transaction (its own created_at). */
async function queue(club: Club, personId: number, subject: string) {
  const org = kit.clubs[club].org;
  const [id] = await withClubScope(kit.t.app.db, org.id, (tx) =>
    queueMessages(tx, [
      {
        organisationId: org.id,
        channel: 'email',
        purpose: 'notice',
        toPersonId: personId,
        to: `someone-${subject.replace(/\W/g, '')}@example.test`,
        subject,
        text: `About ${subject}`,
      },
    ]),
  );
  ids[subject] = id;
}

beforeAll(async () => {
  await queue('a', kit.clubs.a.user.id, 'A older');
  await queue('a', kit.clubs.a.admin.id, 'A to the admin');
  await queue('a', kit.clubs.a.user.id, 'A newer');
  await queue('b', kit.clubs.b.user.id, 'B only');
  await kit.t.app.jobs.settled();
});

const sentTo = (as: ReturnType<typeof kit.asAdmin>, personId: number) =>
  as.get(`messagerecords/?to_person=${personId}&limit=all`);

describe('messages sent to one person', () => {
  it('lists theirs only, newest first, with channel, status and when', async () => {
    const res = await sentTo(kit.asAdmin(), kit.clubs.a.user.id);
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([ids['A newer'], ids['A older']]);
    expect(res.body.results.messagerecords[ids['A newer']]).toMatchObject({
      to_person: kit.clubs.a.user.id,
      subject: 'A newer',
      body: 'About A newer',
      channel: 'email',
      status: expect.stringMatching(/^(queued|sending|sent|failed)$/),
      created_at: expect.any(String),
    });
  });

  it('is for admins: a member cannot read even their own', async () => {
    expect((await sentTo(kit.asMember(), kit.clubs.a.user.id)).status).toBe(403);
    expect((await sentTo(kit.asAnonymous(), kit.clubs.a.user.id)).status).toBe(401);
  });

  it("shows another club's person nothing, and none of that club's messages", async () => {
    const res = await sentTo(kit.asAdmin(), kit.clubs.b.user.id);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
    expect((await kit.asAdmin().get(`messagerecords/${ids['B only']}/`)).status).toBe(404);
    const all = await kit.asAdmin().get('messagerecords/?limit=all');
    expect(JSON.stringify(all.body)).not.toContain('B only');
    // club B's admin sees B's message, and none of A's
    const theirs = await sentTo(kit.asAdminOfB(), kit.clubs.b.user.id);
    expect(theirs.body.ids).toEqual([ids['B only']]);
    expect((await sentTo(kit.asAdminOfB(), kit.clubs.a.user.id)).body.count).toBe(0);
  });
});
