import type { ImportBody, ImportResult } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

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
        void refreshCollections(queryClient, 'people');
      }
    },
  });
}
