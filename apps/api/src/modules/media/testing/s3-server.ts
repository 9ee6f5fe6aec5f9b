import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '@/env';

/** A real S3-compatible server for a test file, and the config pointing the app at it. */
export type S3Server = {
  bucket: string;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  config: Partial<Config>;
  stop: () => Promise<void>;
};

/**
 * s3rver (npm; an S3 API over a local folder) on a free port of 127.0.0.1, in a temporary
 * folder, with one bucket. The app talks to it with the real `@aws-sdk/client-s3` client,
 * path style, as to any S3-compatible store; nothing of the SDK is faked. The SDK takes
 * its credentials from the standard chain, as in production: s3rver's own (S3RVER/S3RVER,
 * the only key it accepts; it checks signatures) are put in this worker's environment
 * while it runs.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crewcall-s3rver-'));
  const bucket = 'crewcall-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const before = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    bucket,
    directory,
    config: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: true,
    },
    stop: async () => {
      await server.close();
      restoreEnv('AWS_ACCESS_KEY_ID', before.id);
      restoreEnv('AWS_SECRET_ACCESS_KEY', before.secret);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
