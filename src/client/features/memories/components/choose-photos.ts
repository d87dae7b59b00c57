import { toast } from '../../../lib/toast';
import { MEMORY_MAX_PHOTOS, memoriesMessages as m } from '../../../../shared/memories-words';
import { settingsExtraMessages as sx } from '../../../../shared/settings-words';

/**
 * The new photos after choosing `files` — from the file picker or shared from the phone, the same
 * checks: a file that is not an image is refused with the usual message, and no more than
 * MEMORY_MAX_PHOTOS in all (`keptCount` already on the memory). Shrinking comes at save
 * (use-memory-actions.ts), as for every chosen photo.
 */
export function choosePhotos(files: File[], added: File[], keptCount: number): File[] {
  if (files.some((f) => !f.type.startsWith('image/'))) toast.error(sx.photoWrongType, { toastId: 'photo-wrong-type' });
  const images = files.filter((f) => f.type.startsWith('image/'));
  const room = MEMORY_MAX_PHOTOS - keptCount - added.length;
  if (images.length > room) toast.error(m.tooManyPhotos, { toastId: 'too-many-photos' });
  return [...added, ...images.slice(0, Math.max(0, room))];
}
