import { AppShell, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router-dom';
import type { AppRoute } from '@/app/route-types';
import { useSession } from '@/lib/auth/use-session';
import { useTokenRefresh } from '@/lib/auth/use-token-refresh';
import { ApiErrorBanner } from '@/shell/api-error-banner';
import { ColorSchemeSync } from '@/shell/color-scheme-sync';
import { SkipLink } from '@/shell/skip-link';
import { TopBar } from '@/shell/top-bar';

/** The menu (with the About dialog) loads once someone is logged in. */
const SideMenu = lazy(() => import('@/shell/side-menu'));

/** The shell: top bar, side menu when logged in, the red banner, and the page. */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const matches = useMatches();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`, false);

  useTokenRefresh(session.status === 'authenticated');

  // A phone's menu closes once a link was followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    mobile.close();
  }, [location.pathname]);

  const framedRoute = matches.some(
    (m) => (m.handle as { route?: AppRoute } | undefined)?.route?.framed,
  );
  const framed = searchParams.has('iframe') || framedRoute;
  const loggedIn = session.status === 'authenticated';
  const withMenu = loggedIn && !framed;

  return (
    <AppShell
      header={framed ? undefined : { height: 56 }}
      navbar={
        withMenu
          ? {
              width: 260,
              breakpoint: 'sm',
              collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
            }
          : undefined
      }
      padding={framed ? 0 : 'md'}
    >
      {(session.status === 'authenticated' || session.status === 'anonymous') && (
        <ColorSchemeSync setting={session.user?.settings.theme} />
      )}
      {!framed && <SkipLink />}
      {!framed && (
        <AppShell.Header withBorder={false}>
          <TopBar
            session={session}
            menu={
              withMenu
                ? {
                    mobileOpened,
                    desktopOpened,
                    toggleMobile: mobile.toggle,
                    toggleDesktop: desktop.toggle,
                  }
                : undefined
            }
          />
        </AppShell.Header>
      )}
      {withMenu && (
        // A collapsed menu is off-screen: inert keeps keyboard focus out of it.
        <AppShell.Navbar aria-label="Main menu" inert={phone ? !mobileOpened : !desktopOpened}>
          <Suspense fallback={null}>
            <SideMenu
              role={session.role}
              viewingAsUser={session.viewingAsUser}
              onNavigate={mobile.close}
            />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1}>
        <ApiErrorBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
