import { type Api, type ApiArgs, useLazyMutation } from '@/lib/api/lazy-mutation';

/** `POST /api/register {email, name, phone, password}` → 204; the membership waits for approval. */
export function useRegister() {
  return useLazyMutation((api, args: ApiArgs<Api['auth']['register']>) => api.auth.register(args));
}
