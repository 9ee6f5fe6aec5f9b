import type { Site } from '@crewcall/contract';
import { IconCloudOff, IconWorldOff } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
import { useCurrentSiteQuery } from '@/lib/site/get-current-site';
import { SiteContext } from '@/lib/site/site-context';
import { clubTimeZone, setClubTimeZone } from '@/lib/club-zone';
import {
  isApiErrorResponse,
  NETWORK_ERROR_MESSAGE,
  SITE_NOT_FOUND_MESSAGE,
} from '@/lib/api/api-errors';
import { offlineKioskSite } from '@/lib/kiosk-device';
import { FullPageMessage } from '@/shell/full-page-message';

/** Nothing renders until the club of this domain is known: a spinner, then the app. */
export function SiteGate({ children }: { children: ReactNode }) {
  const query = useCurrentSiteQuery();

  if (query.isPending) return <PageLoader label="Loading site" fullScreen />;

  if (query.isError || query.data?.status !== 200) {
    const error = query.error;
    if (isApiErrorResponse(error) && error.status === 404) {
      return (
        <FullPageMessage icon={IconWorldOff} title="Site not found">
          {SITE_NOT_FOUND_MESSAGE}
        </FullPageMessage>
      );
    }
    const offline = !isApiErrorResponse(error);
    // A kiosk tablet opens offline on the club it last saw (its screen works from its
    // own stored data); every other screen says it cannot reach the server.
    const kioskSite = offline ? offlineKioskSite(window.location.pathname) : null;
    if (kioskSite) return <SiteReady site={kioskSite}>{children}</SiteReady>;
    return (
      <FullPageMessage
        icon={IconCloudOff}
        title={offline ? 'Cannot reach the server' : 'Server Error'}
        action={{ label: 'Try again', onClick: () => void query.refetch() }}
      >
        {offline
          ? NETWORK_ERROR_MESSAGE
          : 'There was a server error when trying process your request. Please try again.'}
      </FullPageMessage>
    );
  }

  return <SiteReady site={query.data.body}>{children}</SiteReady>;
}

function SiteReady({ site, children }: { site: Site; children: ReactNode }) {
  // Every time below is on the club's clock: the zone is set before anything renders, and a
  // change of zone (the organisation's settings) redraws the app in the new one.
  setClubTimeZone(site.time_zone);
  return (
    <SiteContext.Provider value={site}>
      <Fragment key={clubTimeZone()}>{children}</Fragment>
    </SiteContext.Provider>
  );
}
