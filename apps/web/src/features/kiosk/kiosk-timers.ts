/** Back to start after this long without a tap (spec section 9). */
export const KIOSK_IDLE_MS = 60_000;
/** A page older than this reloads, so a tablet left on for days runs the current app. */
export const KIOSK_RELOAD_MS = 6 * 60 * 60_000;
const CHECK_EVERY_MS = 1_000;

export interface KioskTimerHooks {
  /** Whether the screen shows start (no one is in the middle of something). */
  atStart: () => boolean;
  /** Go back to start (someone walked away mid-way). */
  reset: () => void;
  /** Reload the page (only ever while at start). */
  reload: () => void;
  now?: () => number;
}

/**
 * The kiosk's two clocks: after 60 s without input it resets to start; once the page is
 * older than 6 hours it reloads, but only at start, never under someone's finger.
 * `touch()` on every input; `stop()` when the screen goes.
 */
export function startKioskTimers({ atStart, reset, reload, now = Date.now }: KioskTimerHooks) {
  const loadedAt = now();
  let lastInput = loadedAt;
  let reloading = false;
  const timer = setInterval(() => {
    const at = now();
    if (!atStart()) {
      if (at - lastInput >= KIOSK_IDLE_MS) {
        lastInput = at;
        reset();
      }
      return;
    }
    if (!reloading && at - loadedAt >= KIOSK_RELOAD_MS) {
      reloading = true;
      reload();
    }
  }, CHECK_EVERY_MS);
  return {
    touch: () => {
      lastInput = now();
    },
    stop: () => clearInterval(timer),
  };
}
