import type { AuthUser, Role } from '@crewcall/contract';
import { useAuthUserQuery } from '@/lib/auth/get-auth-user';
import { useAccessToken } from '@/lib/auth/token-store';
import { effectiveRole, useViewAsUser } from '@/lib/auth/view-role';

export type SessionStatus = 'anonymous' | 'loading' | 'error' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user?: AuthUser;
  /** The role the interface uses (user when an admin switched to the user view). */
  role?: Role;
  /** The role the server gave. */
  actualRole?: Role;
  viewingAsUser: boolean;
  retry: () => void;
}

/** Who is logged in: anonymous without a token, loading while the person loads. */
export function useSession(): Session {
  const token = useAccessToken();
  const switched = useViewAsUser();
  const query = useAuthUserQuery(Boolean(token));
  const retry = () => void query.refetch();
  if (!token) return { status: 'anonymous', viewingAsUser: false, retry };
  if (query.data?.status === 200) {
    const user = query.data.body;
    const role = effectiveRole(user.role, switched);
    return {
      status: 'authenticated',
      user,
      role,
      actualRole: user.role,
      viewingAsUser: role !== user.role,
      retry,
    };
  }
  if (query.isError) return { status: 'error', viewingAsUser: false, retry };
  return { status: 'loading', viewingAsUser: false, retry };
}
