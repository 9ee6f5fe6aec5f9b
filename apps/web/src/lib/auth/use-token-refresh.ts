import { useInterval } from '@mantine/hooks';
import { useEffect } from 'react';
import { endSession, refreshSession } from '@/lib/auth/session';

/** Every 30 minutes while the app is open and someone is logged in (spec section 9). */
export const TOKEN_REFRESH_INTERVAL_MS = 30 * 60_000;

export function useTokenRefresh(active: boolean): void {
  const interval = useInterval(() => {
    void refreshSession().then((result) => {
      // Offline: try again at the next tick; refused: the session is over.
      if (result === 'rejected') void endSession({ returnHere: true });
    });
  }, TOKEN_REFRESH_INTERVAL_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: interval handle is stable enough
  useEffect(() => {
    if (active) interval.start();
    else interval.stop();
    return interval.stop;
  }, [active]);
}
