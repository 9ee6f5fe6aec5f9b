import { IconUserExclamation } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { decideAccess, paramsAreValid } from '@/app/access';
import { ForbiddenPage, lazyPage, NotFoundPage } from '@/app/lazy-pages';
import { HOME_PATH } from '@/app/public-routes';
import type { AppRoute } from '@/app/route-types';
import { PageLoader } from '@/components/page-loader';
import { wasLoggedOutOnPurpose } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { safeNextPath } from '@/lib/navigation';
import { useSite } from '@/lib/site/site-context';
import { ERROR_TEXTS } from '@/shell/error-pages/error-texts';
import { FullPageMessage } from '@/shell/full-page-message';
import { useDocumentTitle } from '@/shell/use-document-title';

/**
 * Wraps every page: checks the params, the auth level and the role, sets the title,
 * and loads the page. Logged-out people go to hello and come back after login.
 */
export function RouteGuard({ route }: { route: AppRoute }) {
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const site = useSite();

  // A route of a feature the club has off does not exist for it.
  const validParams =
    paramsAreValid(route.params, params) && (!route.feature || site[route.feature] === true);
  const decision = validParams
    ? decideAccess({
        auth: route.auth,
        guestOnly: route.guestOnly,
        status: session.status,
        role: session.role,
      })
    : 'not-found';

  const title =
    decision === 'not-found'
      ? ERROR_TEXTS[404].title
      : decision === 'forbidden'
        ? ERROR_TEXTS[403].title
        : route.title;
  useDocumentTitle(title, site.name);

  switch (decision) {
    case 'login': {
      // After a deliberate logout the page left open is not the next person's business.
      if (wasLoggedOutOnPurpose()) return <Navigate to="/hello" replace />;
      const next = encodeURIComponent(`${location.pathname}${location.search}`);
      return <Navigate to={`/hello?next=${next}`} replace />;
    }
    case 'home': {
      const next = safeNextPath(new URLSearchParams(location.search).get('next'));
      return <Navigate to={next ?? HOME_PATH} replace />;
    }
    case 'wait':
      return <PageLoader label="Loading your account" />;
    case 'error':
      return (
        <FullPageMessage
          icon={IconUserExclamation}
          title="Could not load your account"
          fullScreen={false}
          action={{ label: 'Try again', onClick: session.retry }}
        >
          Your account details could not be loaded. Please check your connection or try again.
        </FullPageMessage>
      );
    default: {
      const Page =
        decision === 'not-found'
          ? NotFoundPage
          : decision === 'forbidden'
            ? ForbiddenPage
            : lazyPage(route.component);
      return (
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      );
    }
  }
}
