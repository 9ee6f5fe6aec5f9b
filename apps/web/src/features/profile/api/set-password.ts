import type { SetPasswordSelf, TokenPair } from '@crewcall/contract';
import { useMutation } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { setTokens } from '@/lib/auth/token-store';

/**
 * `PUT /api/people/set_password_self`: the server ends every session of the login (this
 * one's tokens too) and answers a fresh pair for this device, stored at once so the next
 * call is made with it (other tabs pick it up from storage).
 */
export function useSetPassword() {
  return useMutation({
    mutationFn: async (change: SetPasswordSelf) =>
      unwrap<TokenPair>(await tsr.profile.setPasswordSelf.mutate({ body: change })),
    onSuccess: (tokens) => setTokens(tokens),
  });
}
