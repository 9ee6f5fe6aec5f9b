import { tsr } from '@/lib/api/client';

/**
 * `POST /api/register/check {email}` → login-required, details-required or
 * account-required; `next: 'set-password'` for a person the club has without a login.
 */
export function useRegisterCheck() {
  return tsr.auth.registerCheck.useMutation();
}
