import { toast } from '../lib/toast';
import { photoMessages as sx } from '../../shared/photo-words';

/** How many photos a record takes, and the words when more are chosen (a memory's, a capsule's). */
export interface PhotoLimit {
  max: number;
  tooMany: string;
}

/**
 * The new photos after choosing `files` — from the file picker or shared from the phone, the same
 * checks: a file that is not an image is refused with the usual message, and no more than
 * `limit.max` in all (`keptCount` already on the record). Shrinking comes at save, as for every
 * chosen photo.
 */
export function choosePhotos(files: File[], added: File[], keptCount: number, limit: PhotoLimit): File[] {
  if (files.some((f) => !f.type.startsWith('image/'))) toast.error(sx.photoWrongType, { toastId: 'photo-wrong-type' });
  const images = files.filter((f) => f.type.startsWith('image/'));
  const room = limit.max - keptCount - added.length;
  if (images.length > room) toast.error(limit.tooMany, { toastId: 'too-many-photos' });
  return [...added, ...images.slice(0, Math.max(0, room))];
}
