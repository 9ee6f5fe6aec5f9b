import type { AuthUser, PhoneChangeResult, VerifyCheck } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthUser } from '@/features/profile/api/auth-user-cache';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { dashboardKey } from '@/lib/api/dashboard';

/**
 * `PUT /api/people/phone_change_self`: saves the number; `verification_required` says a
 * code is on its way by SMS. Also how another code is asked for (the same number again).
 */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phone: string) =>
      unwrap<PhoneChangeResult>(await tsr.profile.phoneChangeSelf.mutate({ body: { phone } })),
    onSuccess: (result) => setAuthUser(queryClient, result.user),
  });
}

/** `PUT /api/people/verify_check`: the code from the SMS; the dashboard's Verify phone card goes. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (check: VerifyCheck) =>
      unwrap<AuthUser>(await tsr.profile.verifyCheck.mutate({ body: check })),
    onSuccess: (user) => {
      setAuthUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: dashboardKey() });
    },
  });
}
