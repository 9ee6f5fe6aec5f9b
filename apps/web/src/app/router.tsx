import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteObject,
  Router,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { CurrentRouteContext } from '@/app/current-route';
import { RouteGuard } from '@/app/route-guard';
import type { AppRoute } from '@/app/route-types';
import { findRoute, HOME_PATH, ROUTES } from '@/app/routes';
import { currentHistoryState, navigator, subscribeToHistory } from '@/lib/browser-history';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from '@/shell/app-layout';
import { RenderErrorBoundary } from '@/shell/route-error-boundary';

/** Unknown paths show the 404 page (with its title) where they are. */
const notFoundRoute = findRoute('404')!;

/** react-router objects from the route table; `handle.route` is the table's row. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        ...ROUTES.map(
          (route): RouteObject => ({
            path: route.path,
            handle: { route },
            element: <RouteGuard route={route} />,
          }),
        ),
        {
          path: '*',
          handle: { route: notFoundRoute },
          element: <RouteGuard route={notFoundRoute} />,
        },
      ],
    },
  ];
}

const routeObjects = buildRouteObjects();

// Code outside React (the API client, logout) navigates through the same blockers.
setNavigator((to, options) =>
  options?.replace ? navigator.replace(to, options.state) : navigator.push(to, options?.state),
);

/** The matched routes, the row of the page shown, and a render error caught around them. */
function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routeObjects, location);
  const route = useMemo(() => {
    const matches = matchRoutes(routeObjects, location) ?? [];
    return (matches.at(-1)?.route.handle as { route?: AppRoute } | undefined)?.route;
  }, [location]);
  return (
    <RenderErrorBoundary location={location}>
      <CurrentRouteContext.Provider value={route}>{element}</CurrentRouteContext.Provider>
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
