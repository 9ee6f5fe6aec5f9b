import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { normaliseName } from '@/components/model-selector/selector-options';
import { isDuplicateName } from '@/features/setup/duplicate-name';
import type { SetupRow, SetupScreen } from '@/features/setup/setup-screen';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/**
 * Whether another row of the screen's collection is already called `name` (searched as
 * the admin types, debounced): the form warns before saving.
 */
export function useDuplicateName(screen: SetupScreen, name: string, ownId: number | null) {
  const [typed] = useDebouncedValue(normaliseName(name), 300);
  const found = useQuery({
    ...collectionListQueryOptions<SetupRow>(screen.collection, { search: typed, limit: 50 }),
    enabled: typed.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    typed.length > 0 && isDuplicateName(found.data?.rows ?? [], screen.nameField, typed, ownId)
  );
}
