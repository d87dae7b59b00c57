import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { Send, Trash2 } from 'lucide-react';
import { commentInput, socialWords as m, type SocialComment } from '../../shared/social';
import { formatInstant } from '../../shared/dates';
import { api } from '../lib/api';
import { parsedOrToast } from '../lib/validate';
import { IconButton } from './Button';
import { inputClass } from './input-class';
import { errorText } from './error-text';
import { Spinner } from './Spinner';

/**
 * 'Yorumlar' of one shared record (a memory, an opened capsule) at `url` (its API address, e.g.
 * '/api/memories/<id>'): everyone in the space writes; each deletes only their own. `topic` is the
 * record's query family (its first key): a comment refreshes it, and its live event this list.
 */
export function CommentsPanel({ url, topic, meId, timeZone }: { url: string; topic: 'memories' | 'capsules'; meId: string; timeZone: string }) {
  const client = useQueryClient();
  const key: QueryKey = [topic, 'comments', url];
  const comments = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<{ comments: SocialComment[] }>(`${url}/comments`)).comments,
    meta: { topics: ['profile'] },
  });
  const [text, setText] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: [topic] });

  const adding = useMutation({
    mutationFn: (value: string) => api.post<{ comment: SocialComment }>(`${url}/comments`, { text: value }),
    onSuccess: () => {
      setText('');
      void refresh();
    },
    onError: (error) => toast.error(errorText(error, m.commentFailed)),
  });
  const removing = useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`${url}/comments/${id}`),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorText(error, m.commentDeleteFailed)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsedOrToast(commentInput, { text });
    if (parsed) adding.mutate(parsed.text);
  };

  return (
    <section aria-label={m.comments} className="flex min-h-0 flex-col">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.comments}</h3>
      {comments.isPending ? (
        <Spinner className="py-4" />
      ) : (comments.data ?? []).length === 0 ? (
        <p className="py-2 text-sm text-stone-500 dark:text-stone-400">{m.commentsEmpty}</p>
      ) : (
        <ul className="max-h-64 space-y-2 overflow-y-auto pr-1" data-testid="comments">
          {comments.data!.map((c) => (
            <li key={c.id} data-testid="comment" className="group rounded-xl bg-stone-50 px-3 py-2 dark:bg-stone-800/70">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold text-stone-800 dark:text-stone-100">{c.author?.displayName ?? '—'}</span>
                <span className="flex items-center gap-1 text-xs text-stone-500 dark:text-stone-400">
                  {formatInstant(c.createdAt, timeZone)}
                  {c.author?.id === meId && (
                    <IconButton label={m.commentDelete} onClick={() => removing.mutate(c.id)} className="h-7 w-7">
                      <Trash2 className="h-3.5 w-3.5" />
                    </IconButton>
                  )}
                </span>
              </div>
              <p className="mt-0.5 text-sm whitespace-pre-line text-stone-700 dark:text-stone-200">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 flex items-center gap-2" noValidate>
        <input
          className={inputClass}
          aria-label={m.commentPlaceholder}
          placeholder={m.commentPlaceholder}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <IconButton label={m.commentSend} type="submit" disabled={adding.isPending} className="h-11 w-11 shrink-0 bg-rose-600 text-white hover:bg-rose-700 hover:text-white dark:text-white dark:hover:bg-rose-700">
          <Send className="h-4 w-4" />
        </IconButton>
      </form>
    </section>
  );
}
