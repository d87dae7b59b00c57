import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metadata } from 'sharp';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { badRequest, HttpError } from './http-errors';
import { deletePhotoRow, insertPhoto } from './photos-repo';
import { photoPool } from './photo-pool';
import { PHOTO_FORMATS as FORMATS, photoKeys, sniffFormat, type PhotoFormat } from './photos-format';
import { ensureRoom } from './space-limits';

export { photoContentTypeOf, sniffFormat } from './photos-format';

/**
 * Photo uploads for every feature (profile, memories, places): read one file from a multipart
 * request, check what it really is from its bytes, re-encode it (no EXIF, no GPS, orientation
 * applied), make a grid thumbnail and keep both in the blob store.
 */

/** The largest side a stored photo keeps (the browser already shrinks to this). */
export const PHOTO_MAX_SIDE = 2560;
export const THUMB_SIDE = 400;
/** Refuses decompression bombs: a small file that would unpack into a giant bitmap (all frames together). */
const MAX_PIXELS = 50_000_000;

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  format: PhotoFormat;
  contentType: string;
  width: number;
  height: number;
}

let sharpLoaded: Promise<typeof import('sharp').default> | null = null;

/**
 * sharp, loaded at the first photo rather than at every start (libvips is ~100 ms to load), and
 * without libvips' operation cache: every upload is new bytes, so the cache (up to 50 MB and 100
 * operations by default) only kept decoded photos resident after their request (decision 029).
 */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** Checks and re-encodes an upload. Throws a Turkish 400/413 the person can act on. */
export async function processPhoto(bytes: Buffer, maxBytes: number): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw badRequest(sx.photoMissing);
  if (bytes.length > maxBytes) throw new HttpError(413, sx.photoTooLarge);
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw badRequest(sx.photoWrongType);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(sx.photoWrongType);
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw badRequest(sx.photoWrongType);
  // An animated GIF or WebP keeps only its first frame; the frames still count, since the
  // decoder walks them all to find out how many there are.
  if (meta.width * meta.height * (meta.pages ?? 1) > MAX_PIXELS) throw badRequest(sx.photoUnreadable);

  try {
    let full = sharp(bytes, { pages: 1, limitInputPixels: MAX_PIXELS })
      // Without withMetadata() sharp writes no EXIF/XMP/ICC: GPS and camera data are gone.
      // rotate() with no angle bakes the EXIF orientation into the pixels first.
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    // libjpeg-turbo speed with mozjpeg's quantisation table: mozjpeg's trellis and scan search
    // cost ~5× the time (a 12 MP upload took 650 ms to encode instead of 120) for ~20% fewer bytes.
    if (sniffed === 'jpeg') full = full.jpeg({ quality: 85, quantisationTable: 3 });
    else if (sniffed === 'png') full = full.png({ compressionLevel: 9 });
    else if (sniffed === 'webp') full = full.webp({ quality: 85 });
    else full = full.gif();
    const out = await full.toBuffer({ resolveWithObject: true });
    // The thumbnail comes from the already rotated, display-size result: decoding 12 MP once is enough.
    const thumb = await sharp(out.data, { limitInputPixels: MAX_PIXELS })
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      full: out.data,
      thumb,
      format: sniffed,
      contentType: FORMATS[sniffed].contentType,
      width: out.info.width,
      height: out.info.height,
    };
  } catch {
    throw badRequest(sx.photoUnreadable);
  }
}

/**
 * Checks stored bytes that arrive from elsewhere (a space import) like an upload, without
 * re-encoding them: the first bytes and the decoder must both say `format`, and the bitmap must
 * stay under the pixel limit. True when they pass.
 */
export async function isStoredPhoto(bytes: Buffer, format: PhotoFormat): Promise<boolean> {
  if (bytes.length === 0 || sniffFormat(bytes) !== format) return false;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    return meta.format === format && !!meta.width && !!meta.height && meta.width * meta.height <= MAX_PIXELS;
  } catch {
    return false;
  }
}

/** Stores a checked upload for a space; returns the new photo's id. */
export async function savePhoto(
  app: FastifyInstance,
  input: { spaceId: string; uploadedBy: string | null; bytes: Buffer; sealedUntil?: string | null },
): Promise<{ id: string; width: number; height: number }> {
  const { blobs, db, config } = app.ctx;
  // A full space is told before the photo takes a slot, and again with the real size once encoded.
  await ensureRoom(db, config.spaceLimits, input.spaceId, { photoBytes: 1 });
  const photo = await photoPool(app).run(input.spaceId, () => processPhoto(input.bytes, config.uploadMaxBytes));
  await ensureRoom(db, config.spaceLimits, input.spaceId, { photoBytes: photo.full.length });
  const id = randomUUID();
  const { key, thumbKey } = photoKeys(input.spaceId, id, photo.format);
  try {
    await blobs.put(key, photo.full, photo.contentType);
    await blobs.put(thumbKey, photo.thumb, FORMATS.webp.contentType);
  } catch (err) {
    // A store that failed half-way keeps no orphan: the full size goes if its thumbnail could not.
    await Promise.allSettled([blobs.delete(key), blobs.delete(thumbKey)]);
    throw err;
  }
  try {
    await insertPhoto(db, {
      id,
      spaceId: input.spaceId,
      uploadedBy: input.uploadedBy,
      key,
      thumbKey,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.full.length,
      sealedUntil: input.sealedUntil ?? null,
    });
  } catch (err) {
    await Promise.allSettled([blobs.delete(key), blobs.delete(thumbKey)]);
    throw err;
  }
  return { id, width: photo.width, height: photo.height };
}

/** The one photo a member sends (a multipart form's file), saved through the pipeline in the member's space. */
export async function saveUploadedPhoto(app: FastifyInstance, request: FastifyRequest, member: { spaceId: string; id: string }) {
  const { bytes } = await readMultipartPhoto(request);
  if (!bytes) throw badRequest(sx.photoMissing);
  return savePhoto(app, { spaceId: member.spaceId, uploadedBy: member.id, bytes });
}

/** Removes a photo of the space (row and both blobs). A missing one is fine. */
export async function deletePhoto(app: FastifyInstance, spaceId: string, photoId: string): Promise<void> {
  const row = await deletePhotoRow(app.ctx.db, spaceId, photoId);
  if (!row) return;
  const results = await Promise.allSettled([app.ctx.blobs.delete(row.key), app.ctx.blobs.delete(row.thumbKey)]);
  for (const r of results) if (r.status === 'rejected') app.log.warn({ err: r.reason }, 'photo blob not removed');
}

export interface MultipartPhoto {
  /** The file's bytes, or null when the form had no file. */
  bytes: Buffer | null;
  /** The text fields of the form, whatever their order around the file. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with at most one file. An over-limit file becomes the spec's
 * "Fotoğraf boyutu 1MB'dan küçük olmalıdır." (413) rather than a generic error.
 */
export async function readMultipartPhoto(request: FastifyRequest): Promise<MultipartPhoto> {
  if (!request.isMultipart()) throw badRequest(sx.photoMissing);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!bytes) bytes = data;
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, sx.photoTooLarge);
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof HttpError || (status && status < 500)) throw err;
    // A torn or malformed multipart body (busboy's parse errors carry no status).
    throw badRequest();
  }
  return { bytes, fields };
}
