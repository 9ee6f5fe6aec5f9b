import type {
  KioskAnswer,
  KioskInput,
  KioskList,
  KioskUpdate,
  KioskWithSecret,
} from '@crewcall/contract';
import { fieldError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { newKioskSecret } from './kiosk-secrets';
import {
  deleteKiosk,
  findKiosk,
  insertKiosk,
  listKiosks,
  locationExists,
  updateKiosk,
} from './kiosks.queries';

/*
 * Kiosk devices (admin, /kiosks/{pk?}). A secret is answered once, when made or rotated,
 * and kept only as its hash (kiosk-secrets.ts); nothing here logs it.
 */

type Club = { db: Executor; orgId: number };

export async function describeKiosks({ db, orgId }: Club): Promise<KioskList> {
  const rows = await listKiosks(db, orgId);
  return {
    results: { kiosks: Object.fromEntries(rows.map((row) => [String(row.id), row])) },
    ids: rows.map((row) => row.id),
  };
}

/** A location named by an admin must be one of the club's (400 on `location` otherwise). */
async function checkedLocation({ db, orgId }: Club, location: number | null | undefined) {
  if (location === undefined || location === null) return location;
  if (!(await locationExists(db, orgId, location)))
    throw fieldError('location', `Location ${location} does not exist.`);
  return location;
}

export async function createKiosk(club: Club, input: KioskInput): Promise<KioskWithSecret> {
  const locationId = (await checkedLocation(club, input.location)) ?? null;
  const { secret, hash, hint } = newKioskSecret();
  const kiosk = await insertKiosk(club.db, {
    orgId: club.orgId,
    name: input.name,
    locationId,
    hash,
    hint,
  });
  return { kiosk, secret };
}

export async function changeKiosk(
  club: Club,
  id: number,
  input: KioskUpdate,
): Promise<KioskAnswer> {
  const locationId = await checkedLocation(club, input.location);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
  };
  const kiosk = Object.keys(changes).length
    ? await updateKiosk(club.db, club.orgId, id, changes)
    : await findKiosk(club.db, club.orgId, id);
  if (!kiosk) throw notFound();
  return { kiosk };
}

/**
 * A new secret for the kiosk: the old hash is replaced in the same statement, so the old
 * secret is refused from the next call on. A revoked kiosk is active again with the new one.
 */
export async function rotateKiosk(club: Club, id: number): Promise<KioskWithSecret> {
  const { secret, hash, hint } = newKioskSecret();
  const kiosk = await updateKiosk(club.db, club.orgId, id, {
    secretHash: hash,
    secretHint: hint,
    isActive: true,
  });
  if (!kiosk) throw notFound();
  return { kiosk, secret };
}

/** Stops the kiosk: its secret is refused (401) until an admin rotates it. */
export async function revokeKiosk(club: Club, id: number): Promise<KioskAnswer> {
  const kiosk = await updateKiosk(club.db, club.orgId, id, { isActive: false });
  if (!kiosk) throw notFound();
  return { kiosk };
}

/** Deletes the kiosk; the shifts it started and ended stay as they are. */
export async function removeKiosk(club: Club, id: number): Promise<void> {
  if (!(await deleteKiosk(club.db, club.orgId, id))) throw notFound();
}
