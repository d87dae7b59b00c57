import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capsuleMessages as m, type OpenedCapsule } from '../../../shared/capsules-words';
import { PHOTO_MAX_BYTES, photoMessages as sx } from '../../../shared/photo-words';
import { toast } from '../../lib/toast';
import { errorText } from '../../ui/error-text';
import { sealCapsule, setCapsuleLiked } from './api';
import type { CapsuleFormResult } from './components/CapsuleFormModal';

/** 'Mühürle' (photos shrunk first, then the one request) and the like of an opened capsule. */
export function useCapsuleActions({ onSealed }: { onSealed: () => void }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['capsules'] });
  const sealing = useMutation({
    mutationFn: async ({ input, photos }: CapsuleFormResult) => {
      // The shrinking code loads with the first seal, not with the page (decision 020).
      const { shrinkPhoto } = await import('../../lib/shrink-photo');
      const files = await Promise.all(photos.map((f) => shrinkPhoto(f)));
      if (files.some((f) => f.size > PHOTO_MAX_BYTES)) throw new Error(sx.photoTooLarge);
      return sealCapsule(input, files);
    },
    onSuccess: () => {
      toast.success(m.sealed);
      onSealed();
    },
    onError: (error) => toast.error(error instanceof Error && error.message === sx.photoTooLarge ? sx.photoTooLarge : errorText(error, m.sealFailed)),
    onSettled: () => void refresh(),
  });
  const liking = useMutation({
    mutationFn: (capsule: OpenedCapsule) => setCapsuleLiked(capsule.id, !capsule.likedByMe),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorText(error, m.likeFailed)),
  });
  return { sealing, liking };
}
