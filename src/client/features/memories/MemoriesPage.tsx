import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useSearchParams } from '../../lib/router';
import { api } from '../../lib/api';
import { MEMORY_MAX_PHOTOS, memoriesMessages as m, type MemoryCategory, type MemorySort } from '../../../shared/memories-words';
import type { Memory } from '../../../shared/memories';
import { todayInSpaceZone } from '../../../shared/dates';
import { useMe } from '../../lib/session';
import { PageHeader } from '../../ui/PageHeader';
import { Plus } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useDeleteWithConfirm } from '../../ui/use-delete-with-confirm';
import { deleteMemory, memoryPagesQuery, onThisDayQuery } from './api';
import { MemoryGrid } from './components/MemoryGrid';
import { MemoryToolbar, type MemoryView } from './components/MemoryToolbar';
import { OnThisDay } from './components/OnThisDay';
import type { MemoryCardActions } from './components/MemoryCard';
import { useMemoryActions } from './use-memory-actions';
import type { MemoryFormStart } from './components/MemoryFormModal';
import { choosePhotos } from '../../ui/choose-photos';
import { useSharedItem } from '../../lib/use-shared-item';
import { photoMessages as sx } from '../../../shared/photo-words';
import { toast } from '../../lib/toast';

// The form and the viewer (with its comments: zod validates both) load when first opened.
const MemoryFormModal = lazyPart(() => import('./components/MemoryFormModal').then((m) => m.MemoryFormModal));
const MemoryViewer = lazyPart(() => import('./components/MemoryViewer').then((m) => m.MemoryViewer));
// The month calendar comes with its view only (as the places' map, decision 020): the grid, which
// most visits open, does not carry it. Opening the page on the calendar loads it with the page.
const MemoryCalendar = lazyPart(() => import('./components/MemoryCalendar').then((m) => m.MemoryCalendar));

/**
 * The grid's first page (the newest memories) and 'Geçen yıllarda bugün' above it, preloaded by the
 * HTML (the manifest's firstRead), are read before the first render, so the page draws once with
 * its photos instead of a spinner first, and nothing moves when the earlier years' memories come;
 * the calendar reads its month itself.
 */
export const openingQueries = (url: URL) => [...(url.searchParams.get('view') === 'calendar' ? [] : [memoryPagesQuery('date-desc', null)]), onThisDayQuery];
/** The calendar's code, when the page opens on it (lib/lazy-page.tsx). */
export const openingParts = (url: URL) => (url.searchParams.get('view') === 'calendar' ? [MemoryCalendar] : []);

/** Bizim Anılarımız: the couple's photo scrapbook as a paged grid or a month calendar. */
export default function MemoriesPage() {
  const me = useMe();
  const today = todayInSpaceZone(new Date(), me.space.timeZone);
  // `?view=calendar` opens the calendar (a link or a refresh keeps the view); `?ani=` below.
  const [params, setParams] = useSearchParams();
  const view: MemoryView = params.get('view') === 'calendar' ? 'calendar' : 'grid';
  const setView = (next: MemoryView) => setParams(next === 'calendar' ? { view: next } : {}, { replace: true });
  const [category, setCategory] = useState<MemoryCategory | null>(null);
  const [sort, setSort] = useState<MemorySort>('date-desc');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState<string | null>(today);
  const [modal, setModal] = useState<{ editing: Memory | null; start?: MemoryFormStart } | null>(null);
  const [viewing, setViewing] = useState<{ memory: Memory; photoIndex: number } | null>(null);

  // `/memories?ani=<id>` (a photo or memory opened from Yılımız) opens that memory's viewer.
  const opened = params.get('ani');
  useEffect(() => {
    if (!opened) return;
    // The address is cleared at once (a reload does not reopen it); the answer still opens the viewer.
    api.get<{ memory: Memory }>(`/api/memories/${encodeURIComponent(opened)}`).then(
      ({ memory }) => setViewing({ memory, photoIndex: 0 }),
      () => undefined,
    );
    setParams({}, { replace: true });
  }, [opened, setParams]);

  // Photos (or words) shared from the phone: 'Yeni Anı Ekle' with them, checked as chosen files are.
  // The reading of shared items loads when one comes.
  useSharedItem(async (item) => {
    if (item.skipped > 0) toast.error(sx.photoTooLarge, { toastId: 'photo-too-large' });
    const { shareBody, shareName } = await import('../../../shared/share');
    const title = shareName(item);
    const body = shareBody({ ...item, title: '' });
    setModal({ editing: null, start: { title, description: body === title ? '' : body, added: choosePhotos(item.files, [], 0, { max: MEMORY_MAX_PHOTOS, tooMany: m.tooManyPhotos }) } });
  });

  // Stable, so a live refresh does not move the focus out of an open modal.
  const closeModal = useCallback(() => setModal(null), []);
  const closeViewer = useCallback(() => setViewing(null), []);
  const { saving, liking } = useMemoryActions({ onSaved: closeModal });
  const deletion = useDeleteWithConfirm<Memory>({
    remove: deleteMemory,
    refresh: ['memories'],
    texts: { confirm: m.confirmDelete, deleted: m.deleted, failed: m.deleteFailed },
  });

  const actions: MemoryCardActions = {
    onOpen: (memory, photoIndex = 0) => setViewing({ memory, photoIndex }),
    onLike: (memory) => liking.mutate(memory),
    onEdit: (memory) => setModal({ editing: memory }),
    onDelete: (memory) => deletion.ask(memory),
  };

  return (
    <>
      <PageHeader
        title={m.title}
        action={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setModal({ editing: null })}>
            {m.add}
          </Button>
        }
      />
      <OnThisDay onOpen={(memory) => setViewing({ memory, photoIndex: 0 })} />
      <MemoryToolbar view={view} category={category} sort={sort} onView={setView} onCategory={setCategory} onSort={setSort} />
      {view === 'grid' ? (
        <MemoryGrid sort={sort} category={category} meId={me.id} actions={actions} />
      ) : (
        // Only after switching from the grid: the calendar's code is on its way.
        <Suspense fallback={<div className="min-h-96" />}>
          <MemoryCalendar
            month={month}
            selected={day}
            today={today}
            category={category}
            meId={me.id}
            actions={actions}
            onMonth={setMonth}
            onSelect={setDay}
          />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {modal && (
          <MemoryFormModal
            key={modal.editing?.id ?? 'new'}
            editing={modal.editing}
            start={modal.start}
            today={today}
            busy={saving.isPending}
            onSubmit={(result) => saving.mutate({ id: modal.editing?.id ?? null, result })}
            onClose={closeModal}
          />
        )}
        {viewing && (
          <MemoryViewer
            memory={viewing.memory}
            photoIndex={viewing.photoIndex}
            onLike={(memory) => liking.mutate(memory)}
            onClose={closeViewer}
          />
        )}
      </Suspense>
      {deletion.dialog}
    </>
  );
}
