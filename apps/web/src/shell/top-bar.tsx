import { Burger, Button, Group, Image, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Session } from '@/lib/auth/use-session';
import { useSite } from '@/lib/site/site-context';
import classes from '@/shell/shell.module.css';

/** Only logged-in people need the user menu (and its popover code). */
const UserMenu = lazy(() => import('@/shell/user-menu'));

const HELLO_PATHS = ['/hello', '/login', '/register'];

interface TopBarProps {
  session: Session;
  menu?: {
    mobileOpened: boolean;
    desktopOpened: boolean;
    toggleMobile: () => void;
    toggleDesktop: () => void;
  };
}

/** Site name, menu toggle when logged in, and the user menu or a Login button. */
export function TopBar({ session, menu }: TopBarProps) {
  const site = useSite();
  const location = useLocation();
  const onHello = HELLO_PATHS.includes(location.pathname);
  const next = encodeURIComponent(`${location.pathname}${location.search}`);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.topBar}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        {menu && (
          <>
            <Burger
              opened={menu.mobileOpened}
              onClick={menu.toggleMobile}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-expanded={menu.mobileOpened}
              aria-label={menu.mobileOpened ? 'Close menu' : 'Open menu'}
            />
            {/* On wide screens the page stays visible beside the menu: no close cross. */}
            <Burger
              opened={false}
              onClick={menu.toggleDesktop}
              visibleFrom="sm"
              size="sm"
              color="white"
              aria-expanded={menu.desktopOpened}
              aria-label={menu.desktopOpened ? 'Hide menu' : 'Show menu'}
            />
          </>
        )}
        <Link to="/" className={classes.brand}>
          {site.logo && <Image src={site.logo} alt="" h={32} w="auto" fit="contain" />}
          <Text component="span" fw={700} size="lg" truncate="end">
            {site.name}
          </Text>
        </Link>
      </Group>
      {session.status === 'authenticated' && session.user ? (
        <Suspense fallback={null}>
          <UserMenu user={session.user} session={session} />
        </Suspense>
      ) : (
        session.status === 'anonymous' &&
        !onHello && (
          <Button
            component={Link}
            to={`/hello?next=${next}`}
            variant="white"
            size="sm"
            leftSection={<IconLogin2 size={16} aria-hidden />}
          >
            Login
          </Button>
        )
      )}
    </Group>
  );
}
