import {
  PERSON_EMAIL_HAS_LOGIN_MESSAGE,
  PERSON_EMAIL_TAKEN_MESSAGE,
  type PeopleResults,
} from '@crewcall/contract';
import { createPerson } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, passwordResetTokens, people } from '@/db/schema';

// PUT /api/people with `email`: an admin changes a person's email with the member's own
// rules (valid, no one else in the club has it); people with a login keep theirs.
const kit = useTwoClubs();

const asAdminOf = (club: 'a' | 'b') => api(kit.t, kit.clubs[club].org, kit.clubs[club].admin.token);
const update = (body: unknown, club: 'a' | 'b' = 'a') => asAdminOf(club).put('people', body);
const row = async (id: number) =>
  (await kit.t.db.select().from(people).where(eq(people.id, id)))[0]!;
const withoutLogin = (club: 'a' | 'b', email?: string) =>
  createPerson(kit.t.db, kit.clubs[club].org, { withAccount: false, email });

describe('PUT /api/people: an admin changes an email', () => {
  it('changes the email of a person without a login, lower-cased, and ends the invitation sent to the old one', async () => {
    const person = await withoutLogin('a');
    const invited = await asAdminOf('a').post('people/invite', { ids: [person.id] });
    expect(invited.body.invited).toEqual([person.id]);
    expect((await row(person.id)).invitedAt).not.toBeNull();

    const res = await update([{ id: person.id, email: ' Fixed.Typo@Example.test ' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as PeopleResults).results.people[person.id]).toMatchObject({
      email: 'fixed.typo@example.test',
      invited_at: null,
    });
    expect((await row(person.id)).email).toBe('fixed.typo@example.test');
    const openLinks = await kit.t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.personId, person.id), isNull(passwordResetTokens.usedAt)));
    expect(openLinks).toHaveLength(0);
  });

  it('refuses an email someone else in the club has (any case), naming the item', async () => {
    const person = await withoutLogin('a');
    const other = await withoutLogin('a', 'already.here@example.test');
    const taken = await update([
      { id: other.id, name: 'Kept' },
      { id: person.id, email: 'ALREADY.here@example.test', name: 'Not saved' },
    ]);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ '1.email': [PERSON_EMAIL_TAKEN_MESSAGE] });
    // all or nothing: neither change was made
    expect((await row(other.id)).name).not.toBe('Kept');
    expect((await row(person.id)).name).not.toBe('Not saved');
    // a member with a login has the email too
    const res2 = await update([{ id: person.id, email: kit.clubs.a.user.email }]);
    expect(res2.body).toEqual({ '0.email': [PERSON_EMAIL_TAKEN_MESSAGE] });
    // two people given one new email in one call: the second is refused
    const third = await withoutLogin('a');
    const both = await update([
      { id: person.id, email: 'one.address@example.test' },
      { id: third.id, email: 'one.address@example.test' },
    ]);
    expect(both.body).toEqual({ '1.email': [PERSON_EMAIL_TAKEN_MESSAGE] });
  });

  it('keeps the same email in another case as it is (no change, no refusal)', async () => {
    const person = await withoutLogin('a', 'Mixed.Case@example.test');
    const res = await update([{ id: person.id, email: 'mixed.case@example.test', name: 'Same' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row(person.id)).email).toBe('Mixed.Case@example.test');
  });

  it('refuses a bad email with 400 on the item, changing nothing', async () => {
    const person = await withoutLogin('a');
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.test`]) {
      const res = await update([{ id: person.id, email }]);
      expect(res.status, email).toBe(400);
      expect(Object.keys(res.body)).toEqual(['0.email']);
    }
    expect((await row(person.id)).email).toBe(person.email);
  });

  it("leaves a login's email to its owner (it is theirs in every club)", async () => {
    const member = await createPerson(kit.t.db, kit.clubs.a.org, { role: 'user' });
    const res = await update([{ id: member.id, email: 'new.login@example.test' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '0.email': [PERSON_EMAIL_HAS_LOGIN_MESSAGE] });
    expect((await row(member.id)).email).toBe(member.email);
    const [account] = await kit.t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, member.email));
    expect(account).toBeDefined();
  });

  it("club B's email does not count in A; A's admin cannot reach B's person", async () => {
    const bPerson = await withoutLogin('b', 'only.in.b@example.test');
    const aPerson = await withoutLogin('a');
    const res = await update([{ id: aPerson.id, email: 'only.in.b@example.test' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cross = await update([{ id: bPerson.id, email: 'hijacked@example.test' }]);
    expect(cross.status).toBe(400);
    expect((await row(bPerson.id)).email).toBe('only.in.b@example.test');
  });

  it('is for admins: a member gets 403 and nothing changes', async () => {
    const person = await withoutLogin('a');
    const res = await api(kit.t, kit.clubs.a.org, kit.clubs.a.user.token).put('people', [
      { id: person.id, email: 'member.tried@example.test' },
    ]);
    expect(res.status).toBe(403);
    expect((await row(person.id)).email).toBe(person.email);
  });
});
