import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { Me } from '../../../shared/auth';
import type { Topic } from '../../../shared/events';
import { settingsMessages as m } from '../../../shared/settings-words';
import { invalidateTopic } from '../../lib/query-client';

/**
 * Saving the profile or the space: 'Ayarlar kaydedildi!', then what shows it (the member or the
 * space) and the special dates it feeds (a birthday, the day together) refresh.
 */
export function useSaveSettings<I>(save: (input: I) => Promise<{ me: Me }>, topic: Topic) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      toast.success(m.saved);
      void invalidateTopic(client, topic);
      void invalidateTopic(client, 'special-dates');
    },
    onError: (error) => toast.error(error.message || m.saveFailed),
  });
}
