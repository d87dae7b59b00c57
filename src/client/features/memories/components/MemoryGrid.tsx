import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Camera } from 'lucide-react';
import { memoriesMessages as m, type MemoryCategory, type MemorySort } from '../../../../shared/memories-words';
import { ApiError } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { memoryPagesQuery } from '../api';
import { MemoryCard, type MemoryCardActions } from './MemoryCard';
import { FirstScreen, screenPlace } from '../../../ui/ImageWithFallback';
import { useFirstPaintLimit } from '../../../ui/use-rendered-window';

/** Cards in the first paint: more than a phone (one column) or a laptop (two rows of three) shows. */
const FIRST_PAINT = 6;

/**
 * The card grid, one server page at a time: the next page loads as its end scrolls into view. The
 * first paint draws the first screen's cards only, the rest follows at once (useFirstPaintLimit).
 */
export function MemoryGrid({ sort, category, meId, actions }: { sort: MemorySort; category: MemoryCategory | null; meId: string; actions: MemoryCardActions }) {
  const pages = useInfiniteQuery(memoryPagesQuery(sort, category));
  const sentinel = useRef<HTMLDivElement>(null);
  const signedOut = pages.error instanceof ApiError && pages.error.status === 401;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const limit = useFirstPaintLimit(FIRST_PAINT);
  const loaded = pages.data?.pages.flatMap((p) => p.memories);
  // Until every loaded card is drawn, the end of the grid is no sign to load the next page.
  const complete = !loaded || loaded.length <= limit;

  useEffect(() => {
    if (pages.isError && !signedOut) toast.error(m.loadFailed, { toastId: 'memories-load' });
  }, [pages.isError, signedOut]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || !complete) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, complete]);

  if (pages.isPending) return <Spinner />;
  if (signedOut) return <EmptyState icon={<Camera className="h-8 w-8" />} title={m.signedOut}>{m.signedOutText}</EmptyState>;
  if (pages.isError) return <EmptyState icon={<Camera className="h-8 w-8" />} title={m.loadFailed} />;
  const memories = loaded ?? [];
  if (memories.length === 0) {
    return category ? (
      <EmptyState title={m.noResults} />
    ) : (
      <EmptyState icon={<Camera className="h-8 w-8" />} title={m.empty}>
        {m.emptyHint}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:gap-5" data-testid="memory-grid">
        {memories.slice(0, limit).map((memory, index) => (
          <li key={memory.id}>
            <FirstScreen.Provider value={screenPlace(index)}>
              <MemoryCard memory={memory} isOwner={memory.addedBy?.id === meId} actions={actions} />
            </FirstScreen.Provider>
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && <Spinner label={m.loadMore} />}
    </>
  );
}
