import {
  NO_SUCH_PROFILE_ENTRY,
  NO_SUCH_PROFILE_FIELD,
  ONE_PERSON_PER_CALL,
  OWN_PROFILE_ONLY,
  PROFILE_FIELD_NOT_EDITABLE,
  type ProfileEntries,
} from '@crewcall/contract';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileEntries, profileFields } from '@/db/schema';

// GET/PUT/POST /api/profileentries and DELETE /api/profileentries/:id.
const kit = useTwoClubs();

/** Club A's fields: editable by members, shown but not editable, hidden; a date field. */
const field = { editable: 0, readOnly: 0, hidden: 0, date: 0, atB: 0 };

beforeAll(async () => {
  const add = async (orgId: number, values: Partial<typeof profileFields.$inferInsert>) =>
    (
      await kit.t.db
        .insert(profileFields)
        .values({ organisationId: orgId, displayName: 'x', ...values })
        .returning()
    )[0]!.id;
  const a = kit.a().org.id;
  field.editable = await add(a, {
    displayName: 'Boat class',
    userVisible: true,
    userEditable: true,
    order: 1,
  });
  field.readOnly = await add(a, { displayName: 'Member number', userVisible: true, order: 2 });
  field.hidden = await add(a, { displayName: 'Staff notes', order: 3 });
  field.date = await add(a, {
    displayName: 'First aid until',
    userVisible: true,
    userEditable: true,
    fieldType: 'date',
    order: 4,
  });
  field.atB = await add(kit.b().org.id, {
    displayName: 'B only',
    userVisible: true,
    userEditable: true,
  });
});

const entryOf = (answer: ProfileEntries, fieldId: number) =>
  Object.values(answer.results.profileentries).find((e) => e.entry_type === fieldId);
const entriesOfPerson = (personId: number) =>
  kit.t.db.select().from(profileEntries).where(eq(profileEntries.personId, personId));

/** The admin gives club A's member a value in each of A's fields (what a member then sees). */
async function memberWithValues() {
  const person = kit.a().user.id;
  const res = await kit.asAdmin().put('profileentries', [
    { entry_type: field.editable, person, value: 'Laser' },
    { entry_type: field.readOnly, person, value: 'M-042' },
    { entry_type: field.hidden, person, value: 'Keep an eye on the knots' },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ProfileEntries;
}

describe('GET /api/profileentries', () => {
  it("a member reads their own entries of the fields they may see, in the club's order", async () => {
    await memberWithValues();
    const res = await kit.asMember().get('profileentries');
    expect(res.status).toBe(200);
    const answer = res.body as ProfileEntries;
    expect(answer.person).toBe(kit.a().user.id);
    expect(answer.fields).toEqual([field.editable, field.readOnly, field.date]);
    expect(answer.results.profilefields[field.editable]).toMatchObject({
      display_name: 'Boat class',
      user_editable: true,
    });
    expect(
      Object.values(answer.results.profileentries)
        .map((e) => e.value)
        .sort(),
    ).toEqual(['Laser', 'M-042']);
    expect(JSON.stringify(answer)).not.toContain('Staff notes');
    expect(JSON.stringify(answer)).not.toContain('knots');
    expect(answer.count).toBe(2);
  });

  it('a member cannot read anyone else; an admin reads anyone of the club, hidden fields too', async () => {
    await memberWithValues();
    const other = await kit.asMember().get(`profileentries?person=${kit.a().admin.id}`);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(OWN_PROFILE_ONLY);
    const admin = await kit.asAdmin().get(`profileentries?person=${kit.a().user.id}`);
    expect(admin.status).toBe(200);
    expect(entryOf(admin.body, field.hidden)?.value).toBe('Keep an eye on the knots');
    expect(admin.body.fields).toContain(field.hidden);
    // club B's person and fields do not exist here
    const cross = await kit.asAdmin().get(`profileentries?person=${kit.b().user.id}`);
    expect(cross.status).toBe(404);
    expect(admin.body.fields).not.toContain(field.atB);
    expect((await kit.asAdmin().get('profileentries?person=abc')).status).toBe(400);
  });
});

describe('PUT /api/profileentries: the entry rule', () => {
  it('no id creates, an id updates, an empty value deletes', async () => {
    const person = kit.a().user.id;
    await kit.asAdmin().put('profileentries', [{ entry_type: field.date, person, value: '' }]);
    const created = await kit
      .asMember()
      .put('profileentries', [{ entry_type: field.date, person, value: '2027-03-01' }]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entry = entryOf(created.body, field.date)!;
    expect(entry.value).toBe('2027-03-01');

    const updated = await kit
      .asMember()
      .put('profileentries', [
        { id: entry.id, entry_type: field.date, person, value: '2028-01-31' },
      ]);
    expect(entryOf(updated.body, field.date)).toEqual({ ...entry, value: '2028-01-31' });

    const deleted = await kit
      .asMember()
      .put('profileentries', [{ id: entry.id, entry_type: field.date, person, value: '  ' }]);
    expect(entryOf(deleted.body, field.date)).toBeUndefined();
    expect((await entriesOfPerson(person)).some((e) => e.id === entry.id)).toBe(false);
  });

  it('a member writes only user_editable fields of their own; a refusal changes nothing', async () => {
    const person = kit.a().user.id;
    await memberWithValues();
    const before = await entriesOfPerson(person);
    const refusals: [unknown[], number, unknown][] = [
      [
        [
          { entry_type: field.editable, person, value: 'Topper' },
          { entry_type: field.readOnly, person, value: 'M-001' },
        ],
        400,
        { '1.value': [PROFILE_FIELD_NOT_EDITABLE] },
      ],
      [
        [{ entry_type: field.hidden, person, value: 'All good' }],
        400,
        { '0.entry_type': [NO_SUCH_PROFILE_FIELD] },
      ],
      [
        [{ entry_type: field.atB, person, value: 'Other club' }],
        400,
        { '0.entry_type': [NO_SUCH_PROFILE_FIELD] },
      ],
      [
        [{ entry_type: field.date, person, value: '1 March' }],
        400,
        { '0.value': ['Date format must be YYYY-MM-DD.'] },
      ],
      [
        [{ id: 2147483000, entry_type: field.editable, person, value: 'Topper' }],
        400,
        { '0.id': [NO_SUCH_PROFILE_ENTRY] },
      ],
      [
        [
          { entry_type: field.editable, person, value: 'Topper' },
          { entry_type: field.editable, person: kit.a().admin.id, value: 'Topper' },
        ],
        400,
        { non_field_errors: [ONE_PERSON_PER_CALL] },
      ],
    ];
    for (const [body, status, errors] of refusals) {
      const res = await kit.asMember().put('profileentries', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toEqual(errors);
    }
    const other = await kit
      .asMember()
      .put('profileentries', [
        { entry_type: field.editable, person: kit.a().admin.id, value: 'Hijacked' },
      ]);
    expect(other.status).toBe(403);
    expect(await entriesOfPerson(person)).toEqual(before);
    expect((await entriesOfPerson(kit.a().admin.id)).some((e) => e.value === 'Hijacked')).toBe(
      false,
    );
  });

  it("an admin writes anyone's of the club, any field; never another club's person", async () => {
    const res = await kit
      .asAdmin()
      .put('profileentries', [
        { entry_type: field.hidden, person: kit.a().admin.id, value: 'Chief' },
      ]);
    expect(res.status).toBe(200);
    expect(entryOf(res.body, field.hidden)?.value).toBe('Chief');
    const cross = await kit
      .asAdmin()
      .put('profileentries', [{ entry_type: field.editable, person: kit.b().user.id, value: 'X' }]);
    expect(cross.status).toBe(404);
    const wrongField = await kit
      .asAdminOfB()
      .put('profileentries', [{ entry_type: field.editable, person: kit.b().user.id, value: 'X' }]);
    expect(wrongField.body).toEqual({ '0.entry_type': [NO_SUCH_PROFILE_FIELD] });
    expect(await entriesOfPerson(kit.b().user.id)).toEqual([]);
  });
});

describe('POST and DELETE /api/profileentries', () => {
  it('POST creates (an existing value of the field is replaced); an id is refused', async () => {
    const person = kit.a().user.id;
    const res = await kit
      .asMember()
      .post('profileentries', [{ entry_type: field.editable, person, value: 'Optimist' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const entry = entryOf(res.body, field.editable)!;
    expect(entry.value).toBe('Optimist');
    const withId = await kit
      .asMember()
      .post('profileentries', [{ id: entry.id, entry_type: field.editable, person, value: 'Y' }]);
    expect(withId.status).toBe(400);
    expect(Object.keys(withId.body)).toEqual(['0.id']);
  });

  it("a member deletes their own editable entries only; nobody else's, nothing hidden", async () => {
    const answer = await memberWithValues();
    const editable = entryOf(answer, field.editable)!;
    const readOnly = entryOf(answer, field.readOnly)!;
    const hidden = entryOf(answer, field.hidden)!;
    expect((await kit.asMember().delete(`profileentries/${readOnly.id}`)).status).toBe(403);
    expect((await kit.asMember().delete(`profileentries/${hidden.id}`)).status).toBe(404);
    const admins = await kit
      .asAdmin()
      .put('profileentries', [
        { entry_type: field.editable, person: kit.a().admin.id, value: 'Admin boat' },
      ]);
    const adminsEntry = entryOf(admins.body, field.editable)!;
    expect((await kit.asMember().delete(`profileentries/${adminsEntry.id}`)).status).toBe(404);
    expect((await kit.asAdminOfB().delete(`profileentries/${editable.id}`)).status).toBe(404);

    const res = await kit.asMember().delete(`profileentries/${editable.id}`);
    expect(res.status).toBe(200);
    expect(entryOf(res.body, field.editable)).toBeUndefined();
    const left = (await entriesOfPerson(kit.a().user.id)).map((e) => e.id).sort();
    expect(left).toEqual([readOnly.id, hidden.id].sort());
  });
});
