import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { dailyQuestionMessages as m, type QuestionHistoryItem } from '../../../../shared/daily-question-words';
import { useDebounced } from '../../../lib/use-debounced';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { SearchInput } from '../../../ui/SearchInput';
import { Spinner } from '../../../ui/Spinner';
import { historyPagesQuery } from '../api';
import { HistoryItem } from './HistoryItem';

/** 'Geçmiş sorular': earlier days, newest first, searched on the server, more on demand. */
export function HistoryList({ onYearPick, picking }: { onYearPick: (item: QuestionHistoryItem) => void; picking: boolean }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const pages = useInfiniteQuery(historyPagesQuery(q));
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-title" className="flex items-center gap-2 font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">
          <History className="h-5 w-5 text-rose-600 dark:text-rose-400" aria-hidden="true" />
          {m.history}
        </h2>
        <SearchInput className="w-full sm:w-72" placeholder={m.searchPlaceholder} aria-label={m.searchLabel} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {pages.isPending ? (
        <Spinner />
      ) : pages.isError ? (
        <EmptyState title={m.loadFailed} />
      ) : items.length === 0 ? (
        <EmptyState title={q ? m.searchEmpty : m.historyEmpty} />
      ) : (
        <ul className="space-y-3" data-testid="history">
          {items.map((item) => (
            <HistoryItem key={item.question.day} item={item} onYearPick={onYearPick} busy={picking} />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {m.loadMore}
          </Button>
        </div>
      )}
    </section>
  );
}
