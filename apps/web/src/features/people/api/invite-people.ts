import { type InvitePeopleResult, MAX_INVITES_PER_CALL } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

export type InviteProgress = { done: number; total: number };

/**
 * `POST /api/people/invite` for any number of people: calls of at most 500 ids, one after
 * the other, reporting progress after each. A failed call stops there (what was sent is
 * sent; calling again resends to those people, which is harmless).
 */
export async function invitePeopleInChunks(
  ids: number[],
  onProgress: (progress: InviteProgress) => void,
): Promise<InvitePeopleResult> {
  const total: InvitePeopleResult = { invited: [], skipped: [] };
  onProgress({ done: 0, total: ids.length });
  for (let i = 0; i < ids.length; i += MAX_INVITES_PER_CALL) {
    const chunk = ids.slice(i, i + MAX_INVITES_PER_CALL);
    const answer = unwrap<InvitePeopleResult>(
      await tsr.people.invitePeople.mutate({ body: { ids: chunk } }),
    );
    total.invited.push(...answer.invited);
    total.skipped.push(...answer.skipped);
    onProgress({ done: i + chunk.length, total: ids.length });
  }
  return total;
}

/** Invites people (chunked, with progress); people lists refresh to show the new status. */
export function useInvitePeople(onProgress: (progress: InviteProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => invitePeopleInChunks(ids, onProgress),
    onSettled: () => refreshCollections(queryClient, 'people'),
  });
}
