import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { memoriesMessages as m } from '../../../shared/memories-words';
import type { Memory } from '../../../shared/memories';
import { gesture } from '../../lib/gesture';
import { errorText } from '../../ui/error-text';
import { useLikeToggle } from '../../ui/use-like-toggle';
import { removeMemoryPhoto, saveMemory, setLiked, uploadMemoryPhoto } from './api';
import type { MemoryFormResult } from './components/MemoryFormModal';

// The photo shrinking and its refusal load with the first save, not with the page (decision 020).
let photoSave: typeof import('../../ui/photo-save') | undefined;

/** Saving (memory, then photo removals and uploads), deleting and liking, with the toasts of spec §8. */
export function useMemoryActions({ onSaved }: { onSaved: () => void }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['memories'] });

  const saving = useMutation({
    mutationFn: async ({ id, result }: { id: string | null; result: MemoryFormResult }) => {
      // Shrink first: a photo that cannot fit is refused before anything is saved.
      photoSave ??= await import('../../ui/photo-save');
      const files = await photoSave.shrunkPhotos(result.added);
      // One gesture: the partner's page hears one event when the last request is answered, not one per request.
      const act = gesture(1 + result.removed.length + files.length);
      const memory = await saveMemory(id, result.input, act.next());
      // The memory exists from here on: a failed photo must not leave the form open for a
      // second 'Ekle' that would add the memory twice, so it is reported, not thrown.
      try {
        for (const photoId of result.removed) await removeMemoryPhoto(memory.id, photoId, act.next());
        for (const file of files) await uploadMemoryPhoto(memory.id, file, act.next());
        return { memory, photoError: null };
      } catch (photoError) {
        return { memory, photoError };
      }
    },
    onSuccess: ({ photoError }, { id }) => {
      if (photoError) toast.error(errorText(photoError, m.saveFailed));
      else toast.success(id ? m.updated : m.added);
      onSaved();
    },
    // Without the photo module (it could not load) the error is that load's: the server's word or the fallback.
    onError: (error) => toast.error(photoSave ? photoSave.photoSaveErrorText(error, m.saveFailed) : errorText(error, m.saveFailed)),
    onSettled: () => void refresh(),
  });

  const liking = useLikeToggle<Memory>(setLiked, refresh, () => m.likeFailed);

  return { saving, liking };
}
