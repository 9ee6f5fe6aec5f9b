import type { RecordInput, RecordResults, RecordRow, RecordUpdate } from '@crewcall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { refreshCollections } from '@/lib/api/collections/refresh-collections';

/** What the record dialog saves: a new record, or changes to one (`id`). */
export type RecordSave = { id: null; body: RecordInput } | { id: number; body: RecordUpdate };

/** The record an answer holds. */
const recordOf = (answer: RecordResults): RecordRow =>
  answer.results.records[String(answer.ids[0])] as RecordRow;

/**
 * `POST /api/records/add` or `PUT /api/records/{id}` (admin). Field errors come back by
 * field name (`competency`, `achieved`, …); every records list reads again afterwards.
 */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: RecordSave): Promise<RecordRow> =>
      save.id === null
        ? recordOf(
            unwrap<RecordResults>(await tsr.records.addRecord.mutate({ body: save.body }), 201),
          )
        : recordOf(
            unwrap<RecordResults>(
              await tsr.records.updateRecord.mutate({ params: { id: save.id }, body: save.body }),
            ),
          ),
    onSuccess: () => refreshCollections(queryClient, 'records'),
  });
}
