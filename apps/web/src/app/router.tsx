import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from '@/app/route-guard';
import { findRoute, HOME_PATH, ROUTES } from '@/app/routes';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from '@/shell/app-layout';
import { RouteErrorBoundary } from '@/shell/route-error-boundary';

/** Unknown paths show the 404 page (with its title) where they are. */
const notFoundRoute = findRoute('404')!;

/** react-router objects from the route table. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorBoundary />,
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

export function createAppRouter() {
  const router = createBrowserRouter(buildRouteObjects());
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}
