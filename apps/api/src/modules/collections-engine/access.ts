import { and, type SQL } from 'drizzle-orm';
import { inClub } from '@/db/scope';
import { forbidden } from '@/lib/http-errors';
import type { CollectionDefinition, Reader } from './definition';

// Who may see and change what. Every query of the engine starts from `rowScope`, so the
// club boundary and the per-person row rules cannot be forgotten by one code path.

const isAdmin = (reader: Reader) => reader.role === 'admin';

export const canRead = (def: CollectionDefinition, reader: Reader) =>
  def.read === 'user' || isAdmin(reader);

export function assertCanRead(def: CollectionDefinition, reader: Reader) {
  if (!canRead(def, reader)) throw forbidden();
}

/** Writers are admins, on every collection that can be written at all. */
export function assertCanWrite(reader: Reader) {
  if (!isAdmin(reader)) throw forbidden();
}

/** The API fields this reader sees, in declaration order (`id` always). */
export function readableFields(def: CollectionDefinition, reader: Reader): string[] {
  const all = Object.keys(def.fields);
  if (isAdmin(reader) || !def.userFields) return all;
  const allowed = new Set(['id', ...def.userFields]);
  return all.filter((name) => allowed.has(name));
}

/** This club's rows that this reader may see. */
export function rowScope(def: CollectionDefinition, reader: Reader, orgId: number): SQL {
  const club = inClub(def.table, orgId);
  const own = isAdmin(reader) ? undefined : def.userRows?.(reader);
  return own ? (and(club, own) as SQL) : club;
}
