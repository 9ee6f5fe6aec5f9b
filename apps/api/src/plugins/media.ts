import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalObjectStore } from '@/adapters/media/local';
import { createMediaStorage, type MediaStorage } from '@/adapters/media/media-storage';
import type { Config } from '@/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded pictures, per club (`app.media.put(orgId, path, …)`): adapters/media. */
    media: MediaStorage;
  }
}

/** The local media folder: MEDIA_DIR, else `<DATA_DIR>/media`. */
export function mediaDir(config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>) {
  return path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));
}

/** Picks where media lives: the S3 bucket S3_BUCKET when set, else the local media folder. */
export async function mediaStorageFor(config: Config): Promise<MediaStorage> {
  // The AWS SDK is loaded only when S3 is configured: it is large, and the default is a folder.
  return createMediaStorage(
    config.S3_BUCKET
      ? (await import('@/adapters/media/s3')).createS3ObjectStore({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : createLocalObjectStore(mediaDir(config)),
  );
}

export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const storage = await mediaStorageFor(app.config);
    app.decorate('media', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'media' },
);
