import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStore } from './media-storage';

export type S3Options = {
  bucket: string;
  /** Unset: the AWS SDK's own (AWS_REGION, the profile). */
  region?: string;
  /** Another S3-compatible store (MinIO, R2, a test's server); unset: AWS's. */
  endpoint?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`. */
  forcePathStyle?: boolean;
};

/**
 * Objects in an S3 bucket (or an S3-compatible store), through the AWS SDK's S3 client.
 * Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
 * a profile, the instance or task role); none is in Crewcall's config. The bucket stays
 * private: the API reads objects and serves them itself (modules/media/media-files.routes.ts
 * says why). One client, and its kept-alive connections, serves every call.
 */
export function createS3ObjectStore(options: S3Options): ObjectStore {
  const client = new S3Client({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Names are random and never reused: whoever reads the bucket directly may cache too.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there as well.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ping() {
      // The bucket is there and these credentials may use it: one small request.
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata?.httpStatusCode === 404);
