import { tsr } from '@/lib/api/client';

/** `POST /api/register/check {email}` → login-required, details-required or account-required. */
export function useRegisterCheck() {
  return tsr.auth.registerCheck.useMutation();
}
