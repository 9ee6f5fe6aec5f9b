import { buildMenu } from '@/app/menu';
import { routeHrefIn } from '@/app/route-href';
import type { AppRoute } from '@/app/route-types';
import type { ShellRoutes } from '@/shell/shell-app';

const cache = new WeakMap<readonly AppRoute[], ShellRoutes>();

/** What the shell needs of a route table (its menu and named links), once per table. */
export function shellRoutes(routes: readonly AppRoute[]): ShellRoutes {
  let shell = cache.get(routes);
  if (!shell) {
    shell = {
      menu: (role, site) => buildMenu(routes, role, site),
      href: (name) => routeHrefIn(routes, name),
    };
    cache.set(routes, shell);
  }
  return shell;
}
