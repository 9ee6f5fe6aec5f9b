import type { AppRoute } from '@/app/route-types';

/**
 * Route lookups over a given table. Apart from routes.ts (which holds the full table) so
 * that the first page can use them on whatever table it has (the router hands the shell
 * its links this way) without pulling the full table in.
 */
export function findRouteIn(routes: readonly AppRoute[], name: string): AppRoute | undefined {
  return routes.find((route) => route.name === name);
}

/** The link to a named route, params filled in; undefined when the route does not exist yet. */
export function routeHrefIn(
  routes: readonly AppRoute[],
  name: string,
  params: Record<string, string | number> = {},
): string | undefined {
  const route = findRouteIn(routes, name);
  if (!route) return undefined;
  return route.path
    .replace(/:(\w+)\?/g, (_, key: string) =>
      params[key] === undefined ? '' : String(params[key]),
    )
    .replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? ''))
    .replace(/\/+$/, '')
    .replace(/^$/, '/');
}
