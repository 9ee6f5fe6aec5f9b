import { type Api, type ApiArgs, useLazyMutation } from '@/lib/api/lazy-mutation';

/**
 * `POST /api/register/check {email}` → login-required, details-required or
 * account-required; `next: 'set-password'` for a person the club has without a login.
 */
export function useRegisterCheck() {
  return useLazyMutation((api, args: ApiArgs<Api['auth']['registerCheck']>) =>
    api.auth.registerCheck(args),
  );
}
