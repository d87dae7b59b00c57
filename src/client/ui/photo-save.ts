import { PHOTO_MAX_BYTES, photoMessages as sx } from '../../shared/photo-words';
import { errorText } from './error-text';

/**
 * The chosen photos shrunk for upload, before anything is saved: one that still cannot fit refuses
 * the save (a memory, a capsule). The shrinking code loads with the first save, not with the page
 * (decision 020).
 */
export async function shrunkPhotos(photos: readonly File[]): Promise<File[]> {
  const { shrinkPhoto } = await import('../lib/shrink-photo');
  const files = await Promise.all(photos.map((f) => shrinkPhoto(f)));
  if (files.some((f) => f.size > PHOTO_MAX_BYTES)) throw new Error(sx.photoTooLarge);
  return files;
}

/** A failed save with photos as the member reads it: the photo too large, else the server's word or `fallback`. */
export const photoSaveErrorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message === sx.photoTooLarge ? sx.photoTooLarge : errorText(error, fallback);
