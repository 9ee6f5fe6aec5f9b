import type { RoleRequirements } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';

/** Under the roles collection's key: a write to roles refreshes it too. */
const requirementsKey = [...collectionKeys.all('roles'), 'requirements'] as const;

/** `GET /api/roles/requirements` (admin): every competency each role requires. */
export function useRoleRequirements() {
  return useQuery({
    queryKey: requirementsKey,
    queryFn: async ({ signal }) =>
      unwrap<RoleRequirements>(
        await tsr.roleRequirements.roleRequirements.query({ fetchOptions: { signal } }),
      ),
  });
}

/** `PUT /api/roles/{id}/requirements`: the whole set the role requires from now on. */
export function useSetRoleRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roleId, competencies }: { roleId: number; competencies: number[] }) =>
      unwrap<RoleRequirements>(
        await tsr.roleRequirements.setRoleRequirements.mutate({
          params: { id: roleId },
          body: { competencies },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requirementsKey }),
  });
}
