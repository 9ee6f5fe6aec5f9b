import { clubTimeZone } from '@/db/read/club-time';
import type { Executor } from '@/lib/postgres';
import type { KioskCaller } from './kiosk-confirm.service';
import { hashKioskSecret, MAX_KIOSK_SECRET_LENGTH } from './kiosk-secrets';
import { findActiveKioskByHash, touchKiosk } from './kiosks.queries';

/** last_seen_at is written at most this often per kiosk (a tablet polling costs no write). */
const SEEN_EVERY_MS = 60_000;

/**
 * The active kiosk of `club` whose secret is `header` (the `x-kiosk-auth` value), or null.
 * Only the club of the host is searched, so club A's secret on club B's host is refused.
 * Notes the call in `last_seen_at` when the last note is a minute old.
 */
export async function kioskOfSecret(
  db: Executor,
  club: { id: number; timeZone: string },
  header: string | string[] | undefined,
): Promise<KioskCaller | null> {
  if (typeof header !== 'string' || !header || header.length > MAX_KIOSK_SECRET_LENGTH) return null;
  const kiosk = await findActiveKioskByHash(db, club.id, hashKioskSecret(header.trim()));
  if (!kiosk) return null;
  if (!kiosk.lastSeenAt || Date.now() - kiosk.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
    await touchKiosk(db, club.id, kiosk.id);
  }
  return {
    orgId: club.id,
    kioskId: kiosk.id,
    locationId: kiosk.locationId,
    tz: clubTimeZone(club),
  };
}
