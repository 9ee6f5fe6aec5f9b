import { and, asc, eq, sql } from 'drizzle-orm';
import { iso, isoOrNull } from '@/db/read/club-time';
import { kiosks, locations } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/** A kiosk as admins read it (KioskRowSchema): never the hash. */
const rowColumns = {
  id: kiosks.id,
  name: kiosks.name,
  location: kiosks.locationId,
  secret_hint: kiosks.secretHint,
  last_seen_at: isoOrNull(kiosks.lastSeenAt),
  is_active: kiosks.isActive,
  created_at: iso(kiosks.createdAt),
};

export async function listKiosks(db: Executor, orgId: number) {
  return db
    .select(rowColumns)
    .from(kiosks)
    .where(inClub(kiosks, orgId))
    .orderBy(asc(sql`lower(${kiosks.name})`), asc(kiosks.id));
}

export async function insertKiosk(
  db: Executor,
  o: { orgId: number; name: string; locationId: number | null; hash: string; hint: string },
) {
  const [row] = await db
    .insert(kiosks)
    .values({
      organisationId: o.orgId,
      name: o.name,
      locationId: o.locationId,
      secretHash: o.hash,
      secretHint: o.hint,
    })
    .returning(rowColumns);
  return row;
}

/** Changes one kiosk of the club; undefined if the club has no such kiosk. */
export async function updateKiosk(
  db: Executor,
  orgId: number,
  id: number,
  changes: Partial<{
    name: string;
    locationId: number | null;
    secretHash: string;
    secretHint: string;
    isActive: boolean;
  }>,
) {
  const [row] = await db
    .update(kiosks)
    .set(changes)
    .where(and(inClub(kiosks, orgId), eq(kiosks.id, id)))
    .returning(rowColumns);
  return row;
}

export async function findKiosk(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select(rowColumns)
    .from(kiosks)
    .where(and(inClub(kiosks, orgId), eq(kiosks.id, id)));
  return row;
}

export async function deleteKiosk(db: Executor, orgId: number, id: number) {
  const rows = await db
    .delete(kiosks)
    .where(and(inClub(kiosks, orgId), eq(kiosks.id, id)))
    .returning({ id: kiosks.id });
  return rows.length > 0;
}

export async function locationExists(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inClub(locations, orgId), eq(locations.id, id)));
  return !!row;
}

/** The club's active kiosk holding the secret with this hash, if any (one index lookup). */
export async function findActiveKioskByHash(db: Executor, orgId: number, hash: string) {
  const [row] = await db
    .select({ id: kiosks.id, locationId: kiosks.locationId, lastSeenAt: kiosks.lastSeenAt })
    .from(kiosks)
    .where(and(inClub(kiosks, orgId), eq(kiosks.secretHash, hash), eq(kiosks.isActive, true)));
  return row;
}

/** Notes that the kiosk called in (the caller decides it is worth a write). */
export async function touchKiosk(db: Executor, orgId: number, id: number) {
  await db
    .update(kiosks)
    .set({ lastSeenAt: sql`now()` })
    .where(and(inClub(kiosks, orgId), eq(kiosks.id, id)));
}
