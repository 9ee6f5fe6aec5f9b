import { tsr } from '@/lib/api/client';
import { startSession } from '@/lib/auth/session';

/** `PUT /api/password_reset/token {token, password}` → `{access, refresh}`: logged in. */
export function usePasswordResetToken() {
  return tsr.auth.passwordResetToken.useMutation({
    onSuccess: (res) => startSession(res.body),
  });
}
