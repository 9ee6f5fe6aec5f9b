import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  type Location,
  matchRoutes,
  Navigate,
  type RouteObject,
  Router,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { HOME_PATH, PUBLIC_ROUTES } from '@/app/public-routes';
import { RouteGuard } from '@/app/route-guard';
import { loadRouteTable, useRouteTable } from '@/app/route-table';
import type { AppRoute } from '@/app/route-types';
import { shellRoutes } from '@/app/shell-routes';
import { PageLoader } from '@/components/page-loader';
import { getAccessToken, useAccessToken } from '@/lib/auth/token-store';
import { currentHistoryState, navigator, subscribeToHistory } from '@/lib/browser-history';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from '@/shell/app-layout';
import { RenderErrorBoundary } from '@/shell/route-error-boundary';
import { type ShellApp, ShellAppContext } from '@/shell/shell-app';

/** Unknown paths show the 404 page (with its title) where they are. */
const notFoundRoute = PUBLIC_ROUTES.find((route) => route.name === '404')!;

/** The page loader while the full route table downloads; a failed download is a render error. */
function RouteTableLoader() {
  const table = useRouteTable();
  if (table.status === 'failed') throw table.error;
  return <PageLoader />;
}

/**
 * react-router objects from a route table; `handle.route` is the table's row. A path no row
 * matches shows the 404 page, or, with only the public rows (`complete` false), the page
 * loader until the full table is there and says which page it is.
 */
export function buildRouteObjects(routes: readonly AppRoute[], complete = true): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        ...routes.map(
          (route): RouteObject => ({
            path: route.path,
            handle: { route },
            element: <RouteGuard route={route} />,
          }),
        ),
        complete
          ? {
              path: '*',
              handle: { route: notFoundRoute },
              element: <RouteGuard route={notFoundRoute} />,
            }
          : { path: '*', element: <RouteTableLoader /> },
      ],
    },
  ];
}

const publicRouteObjects = buildRouteObjects(PUBLIC_ROUTES, false);
const fullRouteObjects = new WeakMap<readonly AppRoute[], RouteObject[]>();

/** The public rows, or every row once the full table has loaded. */
function useRouteObjects(): RouteObject[] {
  const table = useRouteTable();
  if (table.status !== 'ready') return publicRouteObjects;
  let objects = fullRouteObjects.get(table.routes);
  if (!objects) {
    objects = buildRouteObjects(table.routes);
    fullRouteObjects.set(table.routes, objects);
  }
  return objects;
}

/** The table row a location shows, or undefined (`/`, or a path the objects do not know). */
function rowAt(
  routeObjects: RouteObject[],
  location: Partial<Pick<Location, 'pathname'>>,
): AppRoute | undefined {
  const last = (matchRoutes(routeObjects, location) ?? []).at(-1)?.route;
  return (last?.handle as { route?: AppRoute } | undefined)?.route;
}

// The router renders below the site gate: when the full table will be needed (someone is
// logged in, or the first path is not public), its download starts now, beside the club's.
if (getAccessToken() || !rowAt(publicRouteObjects, window.location)) loadRouteTable();

// Code outside React (the API client, logout) navigates through the same blockers.
setNavigator((to, options) =>
  options?.replace ? navigator.replace(to, options.state) : navigator.push(to, options?.state),
);

/**
 * The matched routes, the row of the page shown, and a render error caught around them.
 * The full table loads as soon as someone is logged in (or logging in) or a path is not
 * one of the public rows; a logged-out visitor on a member path then goes to hello.
 */
function AppRoutes() {
  const location = useLocation();
  const table = useRouteTable();
  const routeObjects = useRouteObjects();
  const element = useRoutes(routeObjects, location);
  const route = useMemo(() => rowAt(routeObjects, location), [routeObjects, location]);
  // The shell above the page reads the page's flags and, once loaded, the table's menu and
  // links from here: it does not import app/.
  const shell = useMemo<ShellApp>(
    () => ({
      page: route,
      homePath: HOME_PATH,
      routes: table.status === 'ready' ? shellRoutes(table.routes) : undefined,
    }),
    [route, table],
  );
  // Without a row (only the public rows' catch-all, and `/`), the path may be a member page.
  const needsTable = Boolean(useAccessToken()) || !route;
  useEffect(() => {
    if (needsTable) loadRouteTable();
  }, [needsTable]);
  return (
    <RenderErrorBoundary location={location}>
      <ShellAppContext.Provider value={shell}>{element}</ShellAppContext.Provider>
    </RenderErrorBoundary>
  );
}

/**
 * The app's router: react-router's declarative router on the app's own history (see
 * lib/browser-history.ts for why, and for the blocker it adds). Updates render in a
 * transition, as react-router's routers do.
 */
export function AppRouter() {
  const [state, setState] = useState(currentHistoryState);
  useLayoutEffect(
    () => subscribeToHistory((update) => startTransition(() => setState(update))),
    [],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <AppRoutes />
    </Router>
  );
}
