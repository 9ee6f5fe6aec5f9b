import type { AuthUser, ChangeSettingsSelf } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthUser } from '@/features/profile/api/auth-user-cache';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `PUT /api/people/change_settings_self`: settings (merged on the server) and switches.
 * The answer is the person as now stored: it replaces the session's copy, so a new theme
 * or format shows everywhere at once.
 */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ChangeSettingsSelf) =>
      unwrap<AuthUser>(await tsr.profile.changeSettingsSelf.mutate({ body: change })),
    onSuccess: (user) => setAuthUser(queryClient, user),
  });
}
