import { randomBytes } from 'node:crypto';

/**
 * Media paths: how the database names an uploaded file (`people.avatar`,
 * `organisations.logo`), always relative to its club, e.g. `avatars/3f…9a.webp`. The
 * storage key adds the club's prefix (`org-12/avatars/3f…9a.webp`), so a stored path can
 * only ever name an object of the club it is read in: no path climbs out (`..`), starts at
 * the root (`/x`) or names a prefix of its own.
 */

/** A folder or file name: letters, digits, `_` and `-`, at most one extension; no leading dot. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(?:\.[A-Za-z0-9]{1,10})?$/;
const MAX_DEPTH = 4;
const MAX_LENGTH = 200;

/** Whether `value` is a well-formed media path (relative, no `..`, no empty or hidden parts). */
export function isMediaPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  const segments = value.split('/');
  return segments.length <= MAX_DEPTH && segments.every((segment) => SEGMENT.test(segment));
}

/** The storage key of club `orgId`'s `path`; throws on a path that is not a media path. */
export function clubObjectKey(orgId: number, path: string): string {
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error(`Not a club id: ${orgId}`);
  if (!isMediaPath(path)) throw new Error('Not a media path.');
  return `org-${orgId}/${path}`;
}

/** The folders uploads go to, by what they are. */
export type MediaFolder = 'avatars' | 'logos';

/**
 * A new path in `folder`: 128 random bits, so names are never guessed, never reused (an
 * object is immutable for as long as it exists: caches may keep it a year) and never
 * collide.
 */
export function newMediaPath(folder: MediaFolder, extension: 'webp'): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The image type a path is served as (by its extension), or undefined: not served at all. */
export function imageContentType(path: string): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}
