import type { AuthUser, ChangeEmailSelf } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthUser } from '@/features/profile/api/auth-user-cache';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/** `PUT /api/people/change_email_self`: the login's new email, with the current password. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ChangeEmailSelf) =>
      unwrap<AuthUser>(await tsr.profile.changeEmailSelf.mutate({ body: change })),
    onSuccess: (user) => setAuthUser(queryClient, user),
  });
}
