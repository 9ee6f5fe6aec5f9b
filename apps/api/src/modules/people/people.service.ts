import {
  type AddPersonSchema,
  PERSON_EMAIL_HAS_LOGIN_MESSAGE,
  PERSON_EMAIL_TAKEN_MESSAGE,
  type PeopleResults,
  type PersonUpdate,
} from '@crewcall/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { type FieldErrors, fieldError, formError, validationError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { endPeopleAccess, expireInvitations } from '@/modules/auth';
import { insertPerson, lockPeople, type PersonFields, updatePeopleFields } from './people.queries';
import { accessRefusal, type Person, toPersonDto } from './person';
import { takenEmails } from './person-emails';

/** A person as admins see them: with invitation status, as the people list shows it. */
const toAdminPersonDto = (p: Person) => ({
  ...toPersonDto(p),
  invited_at: p.invitedAt?.toISOString() ?? null,
  has_login: p.accountId !== null,
});

/** The collection answer: `results.people` keyed by id, `ids` keeps the order. */
export function toPeopleResults(list: Person[]): PeopleResults {
  return {
    results: {
      people: Object.fromEntries(list.map((p) => [String(p.id), toAdminPersonDto(p)])),
    },
    count: list.length,
    ids: list.map((p) => p.id),
  };
}

/**
 * Whether a change gives the person another email. The same email in another case is no
 * change (EmailSchema lower-cases; older rows may not be).
 */
const changesEmail = (
  person: Person,
  change: PersonUpdate,
): change is PersonUpdate & { email: string } =>
  change.email !== undefined && change.email !== person.email.toLowerCase();

/**
 * A person after one change. Activating someone pending (role new) makes them a user. A
 * new email forgets the invitation sent to the old one (invite again).
 */
export function applyPersonUpdate(person: Person, change: PersonUpdate): PersonFields {
  const isActive = change.is_active ?? person.isActive;
  let role = change.role ?? person.role;
  if (change.is_active === true && role === 'new') role = 'user';
  const newEmail = changesEmail(person, change);
  return {
    id: person.id,
    name: change.name ?? person.name,
    email: newEmail ? change.email! : person.email,
    phone: change.phone ?? person.phone,
    role,
    isActive,
    invitedAt: newEmail ? null : person.invitedAt,
  };
}

/**
 * The email changes of a batch, checked with the member's own rules (valid: the contract;
 * no one else in the club has it): keyed by item like the engine's errors (`"0.email"`).
 * People with a login keep theirs (PERSON_EMAIL_HAS_LOGIN_MESSAGE). Answers the ids whose
 * email changes.
 */
async function checkEmailChanges(
  tx: Executor,
  orgId: number,
  changes: PersonUpdate[],
  current: Map<number, Person>,
): Promise<number[]> {
  const errors: FieldErrors = {};
  const wanted: { index: number; personId: number; email: string }[] = [];
  changes.forEach((change, index) => {
    const person = current.get(change.id)!;
    if (!changesEmail(person, change)) return;
    if (person.accountId !== null) errors[`${index}.email`] = [PERSON_EMAIL_HAS_LOGIN_MESSAGE];
    else wanted.push({ index, personId: person.id, email: change.email });
  });
  const taken = await takenEmails(tx, orgId, wanted);
  for (const at of taken) errors[`${wanted[at]!.index}.email`] = [PERSON_EMAIL_TAKEN_MESSAGE];
  if (Object.keys(errors).length) throw validationError(errors);
  return wanted.map((w) => w.personId);
}

/**
 * Applies an admin's changes to people of club `orgId`, all or nothing. Ids are looked up
 * with the club, so another club's person is "not found" here. Admins cannot demote or
 * deactivate themselves (a club must not lose its last way in by a slip). People who can
 * no longer log in lose their sessions and calendar feeds.
 */
export async function updatePeople(
  db: Db,
  opts: { orgId: number; actorId: number; changes: PersonUpdate[] },
): Promise<PeopleResults> {
  const ids = opts.changes.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw formError('Each person may appear only once.');

  const updated = await db.transaction(async (tx) => {
    const current = new Map(
      (await lockPeople(tx, { orgId: opts.orgId, ids })).map((p) => [p.id, p]),
    );
    const missing = ids.filter((id) => !current.has(id));
    if (missing.length) throw formError(`Person not found: ${missing.join(', ')}.`);
    const newEmails = await checkEmailChanges(tx, opts.orgId, opts.changes, current);

    const rows = opts.changes.map((c) => applyPersonUpdate(current.get(c.id)!, c));
    const self = rows.find((r) => r.id === opts.actorId);
    if (self && (self.role !== 'admin' || !self.isActive)) {
      throw formError('You cannot remove your own admin role or deactivate yourself.');
    }
    const people = await updatePeopleFields(tx, { orgId: opts.orgId, rows });
    // Links mailed to an old address must not set up the login of the new one.
    await expireInvitations(tx, { orgId: opts.orgId, personIds: newEmails });
    await endPeopleAccess(tx, {
      orgId: opts.orgId,
      personIds: rows.filter((r) => accessRefusal(r)).map((r) => r.id),
    });
    return people;
  });

  const byId = new Map(updated.map((p) => [p.id, p]));
  return toPeopleResults(ids.map((id) => byId.get(id)!));
}

/**
 * `POST /api/people/add`: an admin adds one person of club `orgId` by hand, with the rules
 * of registration and the import (valid email no one in the club has, the spec's phone:
 * the contract checks the formats). No login until invited; role `new` is pending.
 */
export async function addPerson(
  db: Db,
  opts: { orgId: number; input: z.output<typeof AddPersonSchema> },
): Promise<PeopleResults> {
  const { name, email, phone, role } = opts.input;
  const person = await db.transaction(async (tx) => {
    const taken = await takenEmails(tx, opts.orgId, [{ personId: null, email }]);
    if (taken.size) throw fieldError('email', PERSON_EMAIL_TAKEN_MESSAGE);
    return insertPerson(tx, {
      orgId: opts.orgId,
      person: { name, email, phone, role, isActive: role !== 'new' },
    });
  });
  return toPeopleResults([person]);
}
