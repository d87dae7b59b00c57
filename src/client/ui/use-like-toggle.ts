import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { errorText } from './error-text';

/** The heart of a shared record (a memory, an opened capsule): flips the member's like, then `refresh`. */
export function useLikeToggle<R extends { id: string; likedByMe: boolean }>(
  setLiked: (id: string, liked: boolean) => Promise<unknown>,
  refresh: () => Promise<unknown>,
  /** The feature's word for a failed like, read when it fails (in the language of that moment). */
  failed: () => string,
) {
  return useMutation({
    mutationFn: (record: R) => setLiked(record.id, !record.likedByMe),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorText(error, failed())),
  });
}
