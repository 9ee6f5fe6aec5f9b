import { Workbox } from 'workbox-window';

/** Built by vite-plugin-pwa (vite.config.ts) at the site's root. */
const SCRIPT = '/kiosk-sw.js';
/** It serves the kiosk's pages and nothing else of the app. */
export const KIOSK_SW_SCOPE = '/kiosk/';

/**
 * Registers the kiosk's service worker, from the kiosk screen only: the rest of the app
 * never runs under it. A new build's worker takes over at once; the page picks up the new
 * app at its next reload (the kiosk reloads itself every 6 hours, at start).
 */
export function registerKioskServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  const workbox = new Workbox(SCRIPT, { scope: KIOSK_SW_SCOPE });
  // Refused (a plain-http club server is not a secure context): the kiosk still works
  // online and keeps its queue in IndexedDB, it just cannot open without the network.
  workbox.register().catch(() => {});
}
