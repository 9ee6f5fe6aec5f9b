import type { Site } from '@crewcall/contract';
import { keepOnLogout, readStorage, STORAGE_PREFIX, writeStorage } from '@/lib/storage';

/**
 * What makes this browser a club kiosk (spec section 2, /kiosk/): the kiosk's secret, set
 * by an admin's "Use this device as the kiosk" on /kiosks and read by the kiosk screen, and
 * the club's site data as last seen, so the kiosk opens with the network down. Both survive
 * logout: an admin who set the tablet up and logged out leaves a working kiosk behind.
 *
 * Here in lib/ (not in a feature) because the admin screen writes what the kiosk screen
 * reads, and the site gate reads the site copy; session.ts imports this file so the keys are
 * kept on every logout, also one in a page load that never opened a kiosk screen.
 */
export const KIOSK_SECRET_KEY = `${STORAGE_PREFIX}kiosk.secret`;
export const KIOSK_SITE_KEY = `${STORAGE_PREFIX}kiosk.site`;

keepOnLogout(KIOSK_SECRET_KEY);
keepOnLogout(KIOSK_SITE_KEY);

export function readKioskSecret(): string | null {
  return readStorage(KIOSK_SECRET_KEY) || null;
}

export function writeKioskSecret(secret: string | null): void {
  writeStorage(KIOSK_SECRET_KEY, secret);
}

/** The kiosk screen's paths: the only ones that may open on a remembered site offline. */
export function isKioskPath(pathname: string): boolean {
  return pathname === '/kiosk' || pathname.startsWith('/kiosk/');
}

/** Kept by the kiosk screen each time it opens online. */
export function rememberKioskSite(site: Site): void {
  writeStorage(KIOSK_SITE_KEY, JSON.stringify(site));
}

/**
 * The club as the kiosk last saw it, for the kiosk's paths when the server cannot be
 * reached (null elsewhere, or when this device never was a kiosk): every other screen
 * still says it cannot reach the server.
 */
export function offlineKioskSite(pathname: string): Site | null {
  if (!isKioskPath(pathname) || !readKioskSecret()) return null;
  const text = readStorage(KIOSK_SITE_KEY);
  if (!text) return null;
  try {
    const site = JSON.parse(text) as Site;
    return typeof site === 'object' && site !== null && typeof site.name === 'string' ? site : null;
  } catch {
    return null;
  }
}
