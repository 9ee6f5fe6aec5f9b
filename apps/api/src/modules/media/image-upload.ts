import {
  IMAGE_UPLOAD_FIELD,
  imageUploadMessages,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@crewcall/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '@/lib/http-errors';
import { notAPicture } from './stored-image';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, { [IMAGE_UPLOAD_FIELD]: [imageUploadMessages.tooLarge] });

/**
 * Multipart parsing for the routes of `scope` only (this module's): every other route
 * keeps JSON alone. One file, a few small fields, nothing over the limit.
 */
export async function acceptImageUploads(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}

/**
 * The bytes of the request's file (field `file`). 415 when the request is not
 * multipart, 413 over MAX_IMAGE_UPLOAD_BYTES (at once when Content-Length says so, before
 * reading a byte), 400 without a file or for a broken form. The request holds its club's
 * transaction (and a database connection) while the bytes arrive: the limit bounds that.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAPicture(imageUploadMessages.notMultipart);
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_IMAGE_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_UPLOAD_FIELD) {
      part?.file.resume(); // drain what was sent
      throw fieldError(IMAGE_UPLOAD_FIELD, imageUploadMessages.missing);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fieldError(IMAGE_UPLOAD_FIELD, imageUploadMessages.missing);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // More parts or fields than a picture needs (@fastify/multipart's limits, 413s of its
    // own), or a form cut short or malformed (busboy's errors carry no status).
    throw fieldError(
      IMAGE_UPLOAD_FIELD,
      code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT'
        ? 'Send one picture in the field "file", and nothing else.'
        : 'The upload was not a complete form. Please try again.',
    );
  }
}
