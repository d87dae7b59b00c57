import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capsuleMessages as m, type OpenedCapsule } from '../../../shared/capsules-words';
import { toast } from '../../lib/toast';
import { photoSaveErrorText, shrunkPhotos } from '../../ui/photo-save';
import { useLikeToggle } from '../../ui/use-like-toggle';
import { sealCapsule, setCapsuleLiked } from './api';
import type { CapsuleFormResult } from './components/CapsuleFormModal';

/** 'Mühürle' (photos shrunk first, then the one request) and the like of an opened capsule. */
export function useCapsuleActions({ onSealed }: { onSealed: () => void }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['capsules'] });
  const sealing = useMutation({
    mutationFn: async ({ input, photos }: CapsuleFormResult) => {
      return sealCapsule(input, await shrunkPhotos(photos));
    },
    onSuccess: () => {
      toast.success(m.sealed);
      onSealed();
    },
    onError: (error) => toast.error(photoSaveErrorText(error, m.sealFailed)),
    onSettled: () => void refresh(),
  });
  const liking = useLikeToggle<OpenedCapsule>(setCapsuleLiked, refresh, () => m.likeFailed);
  return { sealing, liking };
}
