import { tsr } from '@/lib/api/client';
import { startSession } from '@/lib/auth/session';

/** `POST /api/auth/login {email, password}` → `{access, refresh}`, stored on success. */
export function useLogin() {
  return tsr.auth.login.useMutation({
    onSuccess: (res) => startSession(res.body),
  });
}
