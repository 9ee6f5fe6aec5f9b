import { useCallback, useMemo, useRef } from 'react';
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
  // The params last written, until the URL shows them. react-router hands a function passed
  // to setParams the params of the last render: two changes before React renders again (a
  // fast double click on a sort header) both started from the same state, and the second
  // undid the first instead of building on it.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    // The URL changed (our write arrived, or Back): it is the state from now on.
    rendered.current = params;
    latest.current = params;
  }
  const setState = useCallback<SetTableState>(
    (next, options) => {
      const current = latest.current;
      const value = typeof next === 'function' ? next(parseTableState(current, filters)) : next;
      latest.current = writeTableState(current, value, filters);
      setParams(latest.current, { replace: options?.replace ?? false });
    },
    [setParams, filters],
  );
  return [state, setState];
}
