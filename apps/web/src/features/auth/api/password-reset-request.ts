import { type Api, type ApiArgs, useLazyMutation } from '@/lib/api/lazy-mutation';

/** `PUT /api/password_reset/request {email}`: the same answer whether or not the email exists. */
export function usePasswordResetRequest() {
  return useLazyMutation((api, args: ApiArgs<Api['auth']['passwordResetRequest']>) =>
    api.auth.passwordResetRequest(args),
  );
}
