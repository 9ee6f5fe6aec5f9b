import type { FastifyRequest } from 'fastify';
import { isMediaPath, newMediaPath } from '@/adapters/media/media-paths';
import type { MediaStorage } from '@/adapters/media/media-storage';
import type { Db } from '@/db/client';
import { unauthorized } from '@/lib/http-errors';
import type { Organisation } from '@/modules/organisations';
import type { Person } from '@/modules/people';
import { lockedLogo, setAvatarPath, setLogo } from './media.queries';
import { deleteUnlessCommitted, deleteWhenCommitted } from './media-cleanup';
import { type ImageKind, toStoredImage } from './stored-image';

/** What the media calls work with: the request's database, the club's storage, the request. */
export type MediaDeps = { db: Db; media: MediaStorage; request: FastifyRequest };

/**
 * Converts `upload` (415 when it is not a picture) and stores it as a new object of club
 * `orgId`, deleted again unless the request commits. Answers its media path. Done before
 * any row is locked: the slow part holds no lock.
 */
async function storeUpload(deps: MediaDeps, orgId: number, upload: Buffer, kind: ImageKind) {
  const image = await toStoredImage(upload, kind);
  const path = newMediaPath(kind === 'avatar' ? 'avatars' : 'logos', 'webp');
  await deps.media.put(orgId, path, image, 'image/webp');
  deleteUnlessCommitted(deps.request, orgId, path);
  return path;
}

/** The replaced value's object goes once the change commits (a web address has none). */
function dropReplaced(deps: MediaDeps, orgId: number, replaced: string | null, now: string | null) {
  if (replaced && replaced !== now && isMediaPath(replaced)) {
    deleteWhenCommitted(deps.request, orgId, replaced);
  }
}

/** The person's avatar: `upload` stored as their new picture (null: none), the old one deleted. */
export async function changeAvatar(
  deps: MediaDeps,
  opts: { orgId: number; personId: number; upload: Buffer | null },
): Promise<Person> {
  const path = opts.upload ? await storeUpload(deps, opts.orgId, opts.upload, 'avatar') : null;
  const saved = await setAvatarPath(deps.db, { orgId: opts.orgId, personId: opts.personId, path });
  // The caller was authenticated in this very transaction: gone only if deleted meanwhile.
  if (!saved) throw unauthorized();
  dropReplaced(deps, opts.orgId, saved.replaced, path);
  return saved.person;
}

/** The club's logo: `upload` stored as its new logo (null: none), the old one deleted. */
export async function changeLogo(
  deps: MediaDeps,
  opts: { orgId: number; upload: Buffer | null },
): Promise<Organisation> {
  const path = opts.upload ? await storeUpload(deps, opts.orgId, opts.upload, 'logo') : null;
  const replaced = await lockedLogo(deps.db, opts.orgId);
  const saved = await setLogo(deps.db, { orgId: opts.orgId, logo: path });
  dropReplaced(deps, opts.orgId, replaced, path);
  return saved;
}

/**
 * What a settings save (`PUT /api/organisations/current/`, which may still carry `logo` as
 * a web address, as before uploads) stores as the logo. The site answers an uploaded logo
 * as its address under the club's media root: a client sending that address back
 * unchanged keeps the uploaded file (its path is stored again, not the address). Any other
 * value replaces it, and the uploaded file is deleted once the save commits.
 */
export async function logoFromSettings(
  deps: MediaDeps,
  opts: { orgId: number; logo: string | null; mediaRoot: string },
): Promise<string | null> {
  const stored = await lockedLogo(deps.db, opts.orgId);
  if (stored && isMediaPath(stored) && opts.logo === `${opts.mediaRoot}${stored}`) return stored;
  dropReplaced(deps, opts.orgId, stored, opts.logo);
  return opts.logo;
}
