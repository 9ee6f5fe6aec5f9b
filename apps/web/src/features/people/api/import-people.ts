import type { ImportBody, ImportResult } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { collectionKeys } from '@/lib/api/collections/collection-keys';
import { unwrap } from '@/lib/api/collections/collection-page';

/**
 * `POST /api/people/import`: with `dry_run` the server reports what each row would do;
 * without, it adds every valid row in one transaction. A real run refreshes people lists.
 */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportBody) =>
      unwrap<ImportResult>(await tsr.memberImport.importPeople.mutate({ body })),
    onSuccess: (result) => {
      if (!result.dry_run) {
        void queryClient.invalidateQueries({ queryKey: collectionKeys.all('people') });
      }
    },
  });
}
