import { DASHBOARD_NEW_PEOPLE_LIMIT, type Dashboard, type Person } from '@crewcall/contract';
import { useQuery } from '@tanstack/react-query';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';
import { useDashboardPart } from '@/lib/api/dashboard';

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
 * (the answer lists them oldest first). `cut` when the answer may be cut at its limit: the
 * card then reads everybody waiting from the people collection, so its count and
 * "Activate all" cover them all.
 */
export function newRegistrationsFromDashboard(dashboard: Dashboard): {
  people: PendingPerson[];
  cut: boolean;
} {
  return {
    people: dashboard.new_people.map(pendingPerson).sort((a, b) => b.id - a.id),
    cut: dashboard.new_people.length >= DASHBOARD_NEW_PEOPLE_LIMIT,
  };
}

/** Everybody waiting for approval (role new), newest first. */
const everyoneWaiting = collectionListQueryOptions<Person>('people', {
  role: 'new',
  limit: 'all',
  sort: '-id',
});

/**
 * The New Registrations card's people: part of the dashboard's one call, read again with it
 * after a write to people (Activate: the activated person leaves the card). Only when more
 * wait than the answer lists does the card read `GET /api/people/` for all of them.
 */
export function useNewRegistrations(): { data: PendingPerson[] | undefined } {
  const shared = useDashboardPart(newRegistrationsFromDashboard).data;
  const cut = shared?.cut === true;
  const everyone = useQuery({
    queryKey: newRegistrationsKey(),
    queryFn: async ({ signal }) =>
      (await everyoneWaiting.queryFn({ signal })).rows.map(pendingPerson),
    enabled: cut,
  });
  return { data: cut ? everyone.data : shared?.people };
}
