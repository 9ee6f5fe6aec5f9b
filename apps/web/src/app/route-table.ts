import type { AppRoute } from '@/app/route-types';
import { createExternalStore } from '@/lib/external-store';

/** The full route table (app/routes.ts), which is not in the first page's bundle. */
export type RouteTableState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; routes: readonly AppRoute[] }
  | { status: 'failed'; error: unknown };

const table = createExternalStore<RouteTableState>({ status: 'idle' });

/**
 * Starts loading the full table once; later calls do nothing. A failed download stays
 * failed (as a failed page does): the error page then offers a reload.
 */
export function loadRouteTable(): void {
  if (table.get().status !== 'idle') return;
  table.set({ status: 'loading' });
  import('@/app/routes').then(
    (module) => table.set({ status: 'ready', routes: module.ROUTES }),
    (error: unknown) => table.set({ status: 'failed', error }),
  );
}

export const useRouteTable = table.use;
