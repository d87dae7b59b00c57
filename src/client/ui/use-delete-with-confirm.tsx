import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { LazyConfirmDialog as ConfirmDialog } from './LazyConfirmDialog';
import { errorText } from './error-text';

/**
 * Delete with a confirmation, the same everywhere (spec §8): 'Emin misiniz?' with the record's
 * question, then the success toast and a refresh of `refresh`, or the server's Turkish words (a
 * 403 'only the adder…', offline) or the spec's failure message. The dialog closes either way.
 */
export function useDeleteWithConfirm<T extends { id: string }>({
  remove,
  refresh,
  texts,
  onDeleted,
}: {
  remove: (id: string) => Promise<unknown>;
  /** The queries to read again after a delete. */
  refresh: QueryKey;
  texts: { confirm: string; deleted: string; failed: string };
  onDeleted?: (item: T) => void;
}): { ask: (item: T) => void; dialog: ReactNode } {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const removing = useMutation({
    mutationFn: (item: T) => remove(item.id),
    onSuccess: (_data, item) => {
      toast.success(texts.deleted);
      setDeleting(null);
      onDeleted?.(item);
      void client.invalidateQueries({ queryKey: refresh });
    },
    onError: (error) => {
      toast.error(errorText(error, texts.failed));
      setDeleting(null);
    },
  });
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      message={texts.confirm}
      busy={removing.isPending}
      onConfirm={() => deleting && removing.mutate(deleting)}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
