import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTableState, writeTableState } from '@/components/data-table/table-state';
import type { FilterDef, TableState } from '@/components/data-table/types';

export type SetTableState = (
  next: TableState | ((current: TableState) => TableState),
  options?: { replace?: boolean },
) => void;

/**
 * The table's state, read from and written to the URL search params. `filters` must be a
 * stable array (declare it at module level). Typing replaces the history entry; paging
 * and sorting push one, so Back steps through them.
 */
export function useUrlTableState(filters: readonly FilterDef[]): [TableState, SetTableState] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params, filters), [params, filters]);
  const setState = useCallback<SetTableState>(
    (next, options) => {
      setParams(
        (current) => {
          const value = typeof next === 'function' ? next(parseTableState(current, filters)) : next;
          return writeTableState(current, value, filters);
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams, filters],
  );
  return [state, setState];
}
