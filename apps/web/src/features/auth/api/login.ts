import { type Api, type ApiArgs, useLazyMutation } from '@/lib/api/lazy-mutation';
import { startSession } from '@/lib/auth/session';

/** `POST /api/auth/login {email, password}` → `{access, refresh}`, stored on success. */
export function useLogin() {
  return useLazyMutation((api, args: ApiArgs<Api['auth']['login']>) => api.auth.login(args), {
    onSuccess: (res) => startSession(res.body),
  });
}
