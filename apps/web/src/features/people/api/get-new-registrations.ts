import { DASHBOARD_NEW_PEOPLE_LIMIT, type Dashboard, type Person } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/** A person waiting for activation, as the New Registrations card shows them. */
export type PendingPerson = Pick<Person, 'id' | 'name' | 'email' | 'avatar'>;

/**
 * Under the people collection's key, so every write to people (Activate, invitations,
 * imports: they invalidate `['collections', 'people']`) makes the card read its list again.
 */
export const newRegistrationsKey = () =>
  [...collectionKeys.all('people'), 'new-registrations'] as const;

const pendingPerson = ({ id, name, email, avatar }: PendingPerson): PendingPerson => ({
  id,
  name,
  email,
  avatar,
});

/**
 * The card's list out of `GET /api/dashboard`'s answer, newest first as the card shows it
 * (the answer lists them oldest first). None when the answer may be cut at its limit: the
 * card then reads everybody waiting itself, so its count and "Activate all" cover them all.
 */
export function newRegistrationsFromDashboard(dashboard: Dashboard): PendingPerson[] | undefined {
  if (dashboard.new_people.length >= DASHBOARD_NEW_PEOPLE_LIMIT) return undefined;
  return dashboard.new_people.map(pendingPerson).sort((a, b) => b.id - a.id);
}

/** On its own: everybody waiting for approval (role new), newest first. */
const everyoneWaiting = collectionListQueryOptions<Person>('people', {
  role: 'new',
  limit: 'all',
  sort: '-id',
});

/**
 * The New Registrations card's people. The dashboard's one call hands them over under this
 * key (app/dashboard/load-dashboard.ts), so the card reads `GET /api/people/` only when the
 * dashboard call failed or did not hand them over, when they went stale, or after a write
 * to people (Activate: the activated person leaves the card).
 */
export function useNewRegistrations() {
  return useQuery({
    queryKey: newRegistrationsKey(),
    queryFn: async ({ signal }) =>
      (await everyoneWaiting.queryFn({ signal })).rows.map(pendingPerson),
  });
}
