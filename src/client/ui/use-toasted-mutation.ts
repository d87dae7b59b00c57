import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { errorText } from './error-text';

/**
 * A change with the spec's toasts (§8), like use-delete-with-confirm's delete: when it worked its
 * words, the lists it touches read again (by their first query key) and `onDone`; when it failed
 * the server's Turkish message, else `texts.failed`.
 */
export function useToastedMutation<R>({
  run,
  refresh,
  texts,
  onDone,
}: {
  run: () => Promise<R>;
  refresh: string[];
  texts: { done: string; failed: string };
  onDone?: (result: R) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      toast.success(texts.done);
      for (const key of refresh) void client.invalidateQueries({ queryKey: [key] });
      onDone?.(result);
    },
    onError: (error) => toast.error(errorText(error, texts.failed)),
  });
}
