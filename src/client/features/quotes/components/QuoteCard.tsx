import { Pencil, Quote as QuoteIcon, Trash2 } from 'lucide-react';
import { quotesMessages as m, type Quote } from '../../../../shared/quotes-words';
import { formatInstant } from '../../../../shared/dates';
import { IconButton } from '../../../ui/Button';

export function QuoteCard({
  quote,
  isOwner,
  timeZone,
  onEdit,
  onDelete,
}: {
  quote: Quote;
  isOwner: boolean;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      data-testid="quote-card"
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="flex items-start justify-between gap-2">
        <QuoteIcon className="h-7 w-7 shrink-0 text-rose-300 dark:text-rose-500/70" aria-hidden="true" />
        {isOwner && (
          <div className="-mt-1 -mr-1 flex gap-0.5">
            <IconButton label={m.edit} onClick={onEdit}>
              <Pencil className="h-4 w-4" />
            </IconButton>
            <IconButton label={m.delete} onClick={onDelete} className="hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400">
              <Trash2 className="h-4 w-4" />
            </IconButton>
          </div>
        )}
      </div>
      <blockquote className="mt-3 flex-1 font-serif text-lg leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-100">
        “{quote.text}”
      </blockquote>
      <div className="mt-4">
        <p className="font-semibold text-rose-700 dark:text-rose-300">— {quote.isAnonymous ? m.anonymousAuthor : quote.author}</p>
        {quote.source && <p className="mt-0.5 text-sm text-stone-500 italic dark:text-stone-400">{quote.source}</p>}
      </div>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-stone-100 pt-3 text-xs text-stone-500 dark:border-stone-800 dark:text-stone-400">
        <span>
          {m.addedBy} <span className="font-medium text-stone-700 dark:text-stone-300">{quote.addedBy?.displayName ?? '—'}</span>
        </span>
        <time dateTime={quote.createdAt}>{formatInstant(quote.createdAt, timeZone)}</time>
      </footer>
    </article>
  );
}
