import { tsr } from '@/lib/api/client';

/** `POST /api/register {email, name, phone, password}` → 204; the membership waits for approval. */
export function useRegister() {
  return tsr.auth.register.useMutation();
}
