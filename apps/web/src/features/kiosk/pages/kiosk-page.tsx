import '@/features/kiosk/kiosk-styles';
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { KioskHeader } from '@/features/kiosk/components/kiosk-header';
import { KioskSteps } from '@/features/kiosk/components/kiosk-steps';
import classes from '@/features/kiosk/kiosk.module.css';
import { initialKioskState, type KioskAction, kioskReducer } from '@/features/kiosk/kiosk-machine';
import { startKioskTimers } from '@/features/kiosk/kiosk-timers';
import { registerKioskServiceWorker } from '@/features/kiosk/offline/register-kiosk-sw';
import { useKioskSession } from '@/features/kiosk/use-kiosk-session';
import { bannerError, clearBannerError } from '@/lib/api/api-error-store';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';
import { readKioskSecret, rememberKioskSite } from '@/lib/kiosk-device';
import { useSite } from '@/lib/site/site-context';

/**
 * /kiosk/ (spec sections 2, 4, 8, 9): the club's sign-in tablet. Without a kiosk secret on
 * this device it goes to /kiosks, where an admin makes one.
 */
export default function KioskPage() {
  const secret = readKioskSecret();
  if (!secret) return <Navigate to="/kiosks" replace />;
  return <KioskScreen secret={secret} />;
}

function KioskScreen({ secret }: { secret: string }) {
  const site = useSite();
  const navigate = useNavigate();
  // A refused secret (revoked, rotated, another club's) goes back to /kiosks, keeping it.
  const leave = useCallback(() => navigate('/kiosks', { replace: true }), [navigate]);
  const session = useKioskSession(secret, leave);
  const [state, dispatchNow] = useReducer(kioskReducer, initialKioskState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const timers = useRef<ReturnType<typeof startKioskTimers> | null>(null);

  useEffect(() => {
    rememberKioskSite(site);
  }, [site]);

  useEffect(() => {
    registerKioskServiceWorker();
    // The red banner is about a logged-in person's own calls (an admin who set the tablet
    // up, offline now): not the kiosk's business, which shows its own offline badge.
    clearBannerError();
    const unbanner = bannerError.subscribe(() => {
      if (bannerError.get()) clearBannerError();
    });
    const started = startKioskTimers({
      atStart: () => stateRef.current.step === 'start',
      reset: () => dispatchNow({ type: 'reset' }),
      reload: () => window.location.reload(),
    });
    timers.current = started;
    // Any touch, click or key counts as someone using the kiosk.
    const touch = () => started.touch();
    window.addEventListener('pointerdown', touch);
    window.addEventListener('keydown', touch);
    return () => {
      started.stop();
      unbanner();
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', touch);
    };
  }, []);

  const dispatch = useCallback((action: KioskAction) => {
    timers.current?.touch();
    dispatchNow(action);
  }, []);

  return (
    <div className={classes.screen} data-testid="kiosk" data-step={state.step}>
      <KioskHeader
        siteName={site.name}
        onBack={state.step === 'start' ? null : () => dispatch({ type: 'back' })}
        onRefresh={session.refresh}
        offline={session.offline}
        waiting={session.waiting}
      />
      <div className={classes.body}>
        {session.refused.length > 0 && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            mb="lg"
            title="Not recorded"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                {session.refused.map((message) => (
                  <Text key={message} fz="lg">
                    {message}
                  </Text>
                ))}
              </Stack>
              <CloseButton size={48} aria-label="Dismiss" onClick={session.dismissRefused} />
            </Group>
          </Alert>
        )}
        {session.results ? (
          <KioskSteps
            state={state}
            dispatch={dispatch}
            results={session.results}
            session={session}
          />
        ) : session.starting || !session.offline ? (
          <PageLoader label="Loading the kiosk" />
        ) : (
          <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} title="Offline">
            <Stack gap="md">
              <Text fz="lg">{NETWORK_ERROR_MESSAGE}</Text>
              <Button size="lg" onClick={session.refresh} w="fit-content">
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
      </div>
    </div>
  );
}
