import { createContext, useContext } from 'react';
import type { AppRoute } from '@/app/route-types';

/**
 * The route-table row of the page being shown (undefined on `/`, which only redirects).
 * The router provides it, so the shell above the page (the layout, the user menu) can read
 * the page's flags, e.g. `framed` or `auth`.
 */
export const CurrentRouteContext = createContext<AppRoute | undefined>(undefined);

export function useCurrentRoute(): AppRoute | undefined {
  return useContext(CurrentRouteContext);
}
