import type { Readable } from 'node:stream';
import { clubObjectKey } from './media-paths';

/** An object as read back: its bytes as a stream, and their count when the store knows it. */
export type StoredObject = { body: Readable; size?: number };

/**
 * Where objects live, by full key (`org-12/avatars/x.webp`): a local folder (local.ts) or an
 * S3 bucket (s3.ts). Only `createMediaStorage` below hands keys to it.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null: there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting an object that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (the readiness probe, /api/ready). */
  ping(): Promise<void>;
  close(): void;
}

/**
 * A club's media: every call names the club and a media path relative to it, and the key
 * is built here, in one place (media-paths.ts), so no caller can reach another club's
 * prefix or forget its own.
 */
export interface MediaStorage {
  readonly kind: ObjectStore['kind'];
  put(orgId: number, path: string, bytes: Buffer, contentType: string): Promise<void>;
  get(orgId: number, path: string): Promise<StoredObject | null>;
  remove(orgId: number, path: string): Promise<void>;
  ping(): Promise<void>;
  close(): void;
}

export function createMediaStorage(store: ObjectStore): MediaStorage {
  return {
    kind: store.kind,
    put: (orgId, path, bytes, contentType) =>
      store.put(clubObjectKey(orgId, path), bytes, contentType),
    get: (orgId, path) => store.get(clubObjectKey(orgId, path)),
    remove: (orgId, path) => store.remove(clubObjectKey(orgId, path)),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
