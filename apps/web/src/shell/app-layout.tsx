import { em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth/use-session';
import { useTokenRefresh } from '@/lib/auth/use-token-refresh';
import { ApiErrorBanner } from '@/shell/api-error-banner';
import frame from '@/shell/app-frame.module.css';
import { ColorSchemeSync } from '@/shell/color-scheme-sync';
import { useShellApp } from '@/shell/shell-app';
import { SkipLink } from '@/shell/skip-link';
import { TopBar } from '@/shell/top-bar';

/** The menu (with the About dialog) loads once someone is logged in. */
const SideMenu = lazy(() => import('@/shell/side-menu'));

/**
 * True while the frame has just mounted or the window is being resized (200 ms after the
 * last resize event): the menu and page then move without sliding, as in Mantine's AppShell.
 */
function useSettling(): boolean {
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setSettling(false), 200);
    const onResize = () => {
      setSettling(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSettling(false), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return settling;
}

/** The shell: top bar, side menu when logged in, the red banner, and the page. */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const route = useShellApp().page;
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`, false);
  const settling = useSettling();

  useTokenRefresh(session.status === 'authenticated');

  // A phone's menu closes once a link was followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    mobile.close();
  }, [location.pathname]);

  const embedded = searchParams.has('iframe') && !route?.framed;
  const framed = embedded || Boolean(route?.framed);
  const loggedIn = session.status === 'authenticated';
  const withMenu = loggedIn && !framed;

  return (
    <div
      className={frame.root}
      data-settling={settling || undefined}
      data-framed={framed || undefined}
      data-embedded={embedded || undefined}
      data-with-header={!framed || undefined}
      data-with-navbar={withMenu || undefined}
      data-mobile-collapsed={!mobileOpened || undefined}
      data-desktop-collapsed={!desktopOpened || undefined}
    >
      {(session.status === 'authenticated' || session.status === 'anonymous') && (
        <ColorSchemeSync setting={session.user?.settings.theme} />
      )}
      {!framed && <SkipLink />}
      {!framed && (
        // right-scroll-bar-position: an open dialog's scroll lock keeps the bar in place.
        <header className={`${frame.header} right-scroll-bar-position`}>
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
        </header>
      )}
      {withMenu && (
        // A collapsed menu is off-screen: inert keeps keyboard focus out of it.
        <nav
          className={frame.navbar}
          aria-label="Main menu"
          inert={phone ? !mobileOpened : !desktopOpened}
        >
          <Suspense fallback={null}>
            <SideMenu
              role={session.role}
              viewingAsUser={session.viewingAsUser}
              onNavigate={mobile.close}
            />
          </Suspense>
        </nav>
      )}
      <main className={frame.main} id="main-content" tabIndex={-1}>
        <ApiErrorBanner />
        <Outlet />
      </main>
    </div>
  );
}
