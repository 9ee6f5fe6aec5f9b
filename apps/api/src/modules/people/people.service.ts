import type { PeopleResults, PersonUpdate } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { formError } from '@/lib/http-errors';
import { endPeopleAccess } from '@/modules/auth';
import { lockPeople, type PersonFields, updatePeopleFields } from './people.queries';
import { accessRefusal, type Person, toPersonDto } from './person';

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

/** A person after one change. Activating someone pending (role new) makes them a user. */
export function applyPersonUpdate(person: Person, change: PersonUpdate): PersonFields {
  const isActive = change.is_active ?? person.isActive;
  let role = change.role ?? person.role;
  if (change.is_active === true && role === 'new') role = 'user';
  return {
    id: person.id,
    name: change.name ?? person.name,
    phone: change.phone ?? person.phone,
    role,
    isActive,
  };
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

    const rows = opts.changes.map((c) => applyPersonUpdate(current.get(c.id)!, c));
    const self = rows.find((r) => r.id === opts.actorId);
    if (self && (self.role !== 'admin' || !self.isActive)) {
      throw formError('You cannot remove your own admin role or deactivate yourself.');
    }
    const people = await updatePeopleFields(tx, { orgId: opts.orgId, rows });
    await endPeopleAccess(tx, {
      orgId: opts.orgId,
      personIds: rows.filter((r) => accessRefusal(r)).map((r) => r.id),
    });
    return people;
  });

  const byId = new Map(updated.map((p) => [p.id, p]));
  return toPeopleResults(ids.map((id) => byId.get(id)!));
}
