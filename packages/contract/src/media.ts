import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AuthUserSchema } from './auth';
import { commonErrorResponses, DetailErrorSchema, ValidationErrorSchema } from './common';
import { SiteSchema } from './organisations';

const c = initContract();

/**
 * Pictures people upload (a member's avatar, the club's logo): one file per call, sent as
 * `multipart/form-data` in the field `file`, judged by its bytes (not its name or the type
 * the browser claims), resized and stored as WebP without its metadata (EXIF, GPS).
 */
export const IMAGE_UPLOAD_FIELD = 'file';

/** The largest picture accepted, in bytes (5 MB): a phone's photo fits, a video does not. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the bytes may be (the server asks `file-type`); anything else is a 415. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A stored avatar fits in this square (pixels); a stored logo is at most this wide and high. */
export const AVATAR_MAX_PIXELS = 512;
export const LOGO_MAX_PIXELS = 512;

/** The messages of a refused upload, shown on the file field (`{file: [message]}`). */
export const imageUploadMessages = {
  missing: 'Choose a picture to upload.',
  tooLarge: `The picture is larger than ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  notAnImage: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.',
  unreadable: 'This picture could not be read. Choose another one.',
  notMultipart: 'Send the picture as a file (multipart/form-data, field "file").',
} as const;

/**
 * The upload's body as the client sends it (a FormData with `file`). The server reads the
 * file from the multipart stream itself (the bytes never pass through a parsed body), so
 * the schema lets anything through and the route decides: 415 for what is not a picture.
 */
export type ImageUpload = { file: Blob };
const ImageUploadSchema = z.custom<ImageUpload>(() => true);

/**
 * 413 (over the limit) and 415 (not a picture) name the file field, as a 400 would; a body
 * the server refuses before the route reads it (a content type it does not parse at all)
 * is answered `{detail}`, as on every other route.
 */
const UploadRefusalSchema = z.union([ValidationErrorSchema, DetailErrorSchema]);
const uploadErrorResponses = { 413: UploadRefusalSchema, 415: UploadRefusalSchema } as const;

export const mediaContract = c.router(
  {
    uploadAvatar: {
      method: 'POST',
      path: '/people/upload_image_self',
      contentType: 'multipart/form-data',
      body: ImageUploadSchema,
      responses: { 200: AuthUserSchema, ...commonErrorResponses, ...uploadErrorResponses },
      summary: 'Set your own picture (any logged-in person); the old one is deleted',
    },
    removeAvatar: {
      method: 'DELETE',
      path: '/people/remove_image_self',
      body: c.noBody(),
      responses: { 200: AuthUserSchema, ...commonErrorResponses },
      summary: 'Remove your own picture (its file too)',
    },
    uploadLogo: {
      method: 'POST',
      path: '/organisations/current/logo',
      contentType: 'multipart/form-data',
      body: ImageUploadSchema,
      responses: { 200: SiteSchema, ...commonErrorResponses, ...uploadErrorResponses },
      summary: "Set the club's logo (admin); transparency is kept; the old one is deleted",
    },
    removeLogo: {
      method: 'DELETE',
      path: '/organisations/current/logo',
      body: c.noBody(),
      responses: { 200: SiteSchema, ...commonErrorResponses },
      summary: "Remove the club's logo (admin)",
    },
  },
  { strictStatusCodes: true },
);
