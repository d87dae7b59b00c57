/**
 * What a stored photo is: the formats the photo pipeline makes, how their bytes start and where
 * their blobs live. Shared by uploads (photos.ts), the photo routes and the space import.
 */

export const PHOTO_FORMATS = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  webp: { contentType: 'image/webp', ext: 'webp' },
} as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

/** The content types a stored photo can have (thumbnails are always WebP). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const isPhotoContentType = (value: unknown): value is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly unknown[]).includes(value);

/** The format of a content type the pipeline makes, or null. */
export function photoFormatOf(contentType: string): PhotoFormat | null {
  const found = Object.entries(PHOTO_FORMATS).find(([, f]) => f.contentType === contentType);
  return found ? (found[0] as PhotoFormat) : null;
}

/** A stored photo's content type, from the extension the pipeline gave its key (thumbnails are WebP). */
export function photoContentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.values(PHOTO_FORMATS).find((f) => f.ext === ext)?.contentType ?? 'application/octet-stream';
}

/** Where a photo's two blobs live: always under the space's own folder, named by the photo's id. */
export function photoKeys(spaceId: string, photoId: string, format: PhotoFormat) {
  return {
    key: `photos/${spaceId}/${photoId}.${PHOTO_FORMATS[format].ext}`,
    thumbKey: `photos/${spaceId}/${photoId}-thumb.webp`,
  };
}

/** What the first bytes say, before any decoder is trusted with them. */
export function sniffFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}
