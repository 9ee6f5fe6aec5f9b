import { tsr } from '@/lib/api/client';

/** `PUT /api/password_reset/request {email}`: the same answer whether or not the email exists. */
export function usePasswordResetRequest() {
  return tsr.auth.passwordResetRequest.useMutation();
}
