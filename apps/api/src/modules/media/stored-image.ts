import {
  AVATAR_MAX_PIXELS,
  IMAGE_UPLOAD_TYPES,
  imageUploadMessages,
  LOGO_MAX_PIXELS,
} from '@crewcall/contract';
import type { fileTypeFromBuffer as FileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { HttpError } from '@/lib/http-errors';

/** What an upload becomes: an avatar (a member's face) or the club's logo. */
export type ImageKind = 'avatar' | 'logo';

/**
 * The most pixels a picture may decode to (about 8000 × 6000). A few kilobytes of PNG can
 * claim 50,000 × 50,000 pixels; this refuses such a picture before it is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const MAX_PIXELS: Record<ImageKind, number> = { avatar: AVATAR_MAX_PIXELS, logo: LOGO_MAX_PIXELS };

export const notAPicture = (message: string) => new HttpError(415, { file: [message] });

/**
 * The picture as it is stored: judged by its bytes (JPEG, PNG, WebP or GIF, whatever its
 * name or claimed type: a renamed text file is a 415), turned upright as its EXIF says,
 * shrunk to fit `MAX_PIXELS` (never enlarged), and written as WebP. Nothing of the
 * original's metadata is kept (sharp copies none unless asked): no EXIF, so no GPS
 * position, camera or date leaves with a member's face. WebP keeps transparency, so a PNG
 * logo stays transparent. An animated GIF keeps its first frame.
 */
export async function toStoredImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const { fileTypeFromBuffer, sharp } = await imageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(type.mime)) {
    throw notAPicture(imageUploadMessages.notAnImage);
  }
  const max = MAX_PIXELS[kind];
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // upright by its EXIF orientation, before the EXIF goes
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: kind === 'logo' ? 90 : 82, alphaQuality: 100 })
      .toBuffer();
  } catch {
    // Right magic bytes, broken or oversized inside: still not a picture we can use.
    throw notAPicture(imageUploadMessages.unreadable);
  }
}

/**
 * sharp and file-type, loaded on the first upload rather than at start: heap (4 MB when
 * imported alone) and libvips' threads that every API process would otherwise carry, and
 * every full garbage collection walk, for pictures most processes never see.
 */
let loaded: Promise<{ fileTypeFromBuffer: typeof FileTypeFromBuffer; sharp: typeof Sharp }>;
function imageLibraries() {
  loaded ??= Promise.all([import('file-type'), import('sharp')]).then(([fileType, sharp]) => ({
    fileTypeFromBuffer: fileType.fileTypeFromBuffer,
    sharp: sharp.default,
  }));
  return loaded;
}
