import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { Plus } from 'lucide-react';
import { messages } from '../../shared/messages';
import { ApiError } from '../lib/api';
import { errorText } from './error-text';
import { useDeleteWithConfirm } from './use-delete-with-confirm';
import { PageHeader } from './PageHeader';
import { Button } from './Button';
import { SearchInput } from './SearchInput';
import { Spinner } from './Spinner';
import { FirstScreen, screenPlace } from './ImageWithFallback';

/** Cards drawn at once whatever the screen: more than a phone shows before scrolling. */
const OFF_SCREEN_FROM = 4;
/**
 * On the card itself (the item's direct child), not on the item: the paint containment that
 * `content-visibility` brings clips what a box holds to its edges, and a card's ring and shadow lie
 * just outside the card, so on the item they were cut away.
 */
const OFF_SCREEN = '*:[contain-intrinsic-height:auto_420px] *:[content-visibility:auto]';
import { EmptyState } from './EmptyState';
import { useRenderedWindow } from './use-rendered-window';

/** The words of one collection screen (spec §2, §5, §8), e.g. 'Filmler', 'Film ara...'. */
export interface CollectionTexts {
  title: string;
  search: string;
  add: string;
  signedOut: string;
  empty: string;
  emptyHint: string;
  noResults: string;
  loadFailed: string;
  confirmDelete: string;
  added: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
}

export interface FormSlot<T, I, S = never> {
  /** The item being edited, or null to add one. */
  editing: T | null;
  /** What a new item starts with, when something asked to add it (the phone's share sheet). */
  start?: S;
  busy: boolean;
  onSubmit: (input: I) => void;
  onClose: () => void;
}

export interface CardSlot {
  /** The signed-in member added it: the edit and delete icons show. */
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
}


/**
 * A shared collection screen: title, search box, add button, a card grid of 1 to 4 columns,
 * a spinner while loading, the add/edit modal and the delete confirmation, with the toasts of
 * spec §8. The feature brings its query, its card, its form and its words.
 */
export function CollectionPage<T extends { id: string; addedBy: { id: string } | null }, I, K extends QueryKey = QueryKey, S = never>({
  texts,
  icon,
  meId,
  query,
  matches,
  save,
  remove,
  renderCard,
  renderForm,
  gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 xl:gap-5',
  toolbar,
  below,
  renderItems,
  renderOpened,
  addRequest,
  arrange,
  noResults,
}: {
  texts: CollectionTexts;
  icon: ReactNode;
  meId: string;
  query: UseQueryOptions<T[], Error, T[], K>;
  matches: (item: T, search: string) => boolean;
  save: (id: string | null, input: I) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  renderCard: (item: T, slot: CardSlot) => ReactNode;
  renderForm: (slot: FormSlot<T, I, S>) => ReactNode;
  /** The card grid: 1 to 4 columns unless the feature's cards want fewer, wider ones. */
  gridClassName?: string;
  /** Shown beside the search box (e.g. the places' 'Liste' / 'Harita' switch). */
  toolbar?: ReactNode;
  /** Shown under the title (e.g. the places' 'Mekanlar' / 'Seyahatler' tabs). */
  below?: ReactNode;
  /** Another view of the matching items (e.g. a map) instead of the grid; null keeps the grid. */
  renderItems?: (visible: T[], slotFor: (item: T) => CardSlot) => ReactNode;
  /**
   * One item opened over the grid or the other view (e.g. a place from a link or a map popup),
   * looked up among all the loaded items, whatever the search: return null when it is not there.
   */
  renderOpened?: (items: T[], slotFor: (item: T) => CardSlot) => ReactNode;
  /** Each new request opens the add form starting with `start` (a shared item, lib/use-shared-item.ts). */
  addRequest?: { start: S } | null;
  /** The matching items filtered or reordered (İkimiz's shelf and 'Puana göre'). */
  arrange?: (items: T[]) => T[];
  /** What an empty arrangement says instead of texts.noResults (the empty shelf). */
  noResults?: { title: string; hint?: string };
}) {
  const client = useQueryClient();
  const items = useQuery(query);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<{ editing: T | null; start?: S } | null>(null);
  const signedOut = items.error instanceof ApiError && items.error.status === 401;

  useEffect(() => {
    if (items.isError && !signedOut) toast.error(texts.loadFailed, { toastId: `load-${String(query.queryKey[0])}` });
  }, [items.isError, signedOut, texts.loadFailed, query.queryKey]);

  // A new add request opens the form (adjusting state to a changed prop, during render).
  const [seenRequest, setSeenRequest] = useState<typeof addRequest>(null);
  if (addRequest !== seenRequest) {
    setSeenRequest(addRequest);
    if (addRequest) setModal({ editing: null, start: addRequest.start });
  }

  // Stable, so a live refresh of the list does not move the focus out of the open modal.
  const closeModal = useCallback(() => setModal(null), []);
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });

  const saving = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: I }) => save(id, input),
    onSuccess: (_data, { id }) => {
      toast.success(id ? texts.updated : texts.added);
      setModal(null);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error, texts.saveFailed)),
  });
  const deletion = useDeleteWithConfirm<T>({
    remove,
    refresh: query.queryKey,
    texts: { confirm: texts.confirmDelete, deleted: texts.deleted, failed: texts.deleteFailed },
  });

  const visible = useMemo(() => {
    const found = (items.data ?? []).filter((item) => matches(item, search));
    return arrange ? arrange(found) : found;
  }, [items.data, search, matches, arrange]);
  const slotFor = (item: T): CardSlot => ({
    isOwner: item.addedBy?.id === meId,
    onEdit: () => setModal({ editing: item }),
    onDelete: () => deletion.ask(item),
  });
  const alternate = renderItems && visible.length > 0 ? renderItems(visible, slotFor) : null;
  const { count: renderedCount, more, setSentinel, showMore } = useRenderedWindow(visible.length, search);

  return (
    <>
      <PageHeader
        title={texts.title}
        action={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setModal({ editing: null })}>
            {texts.add}
          </Button>
        }
      />
      {below}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <SearchInput placeholder={texts.search} value={search} onChange={(e) => setSearch(e.target.value)} className="w-full max-w-md" />
        {toolbar}
      </div>

      {items.isPending ? (
        <Spinner />
      ) : signedOut ? (
        <EmptyState icon={icon} title={texts.signedOut} />
      ) : items.isError ? (
        <EmptyState icon={icon} title={texts.loadFailed} />
      ) : items.data.length === 0 ? (
        <EmptyState icon={icon} title={texts.empty}>
          {texts.emptyHint}
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={noResults?.title ?? texts.noResults}>{noResults?.hint}</EmptyState>
      ) : alternate ? (
        alternate
      ) : (
        <>
          <ul className={gridClassName}>
            {visible.slice(0, renderedCount).map((item, index) => (
              // A card past the first screen is not styled, laid out or painted until it comes near
              // (its last drawn height is kept; 420 px before the first draw): a year of places drew
              // 60 cards in one 190 ms style and layout pass on a slowed phone (decision 020 (6)).
              <li key={item.id} className={index < OFF_SCREEN_FROM ? undefined : OFF_SCREEN}>
                <FirstScreen.Provider value={screenPlace(index)}>{renderCard(item, slotFor(item))}</FirstScreen.Provider>
              </li>
            ))}
          </ul>
          {more && (
            <div ref={setSentinel} className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={showMore}>
                {messages.shell.showMore}
              </Button>
            </div>
          )}
        </>
      )}

      {items.data && renderOpened?.(items.data, slotFor)}
      {modal && (
        // The form may be a lazily loaded chunk (it brings zod): it appears once loaded.
        <Suspense key={modal.editing?.id ?? 'new'} fallback={null}>
          {renderForm({
            editing: modal.editing,
            start: modal.start,
            busy: saving.isPending,
            onSubmit: (input) => saving.mutate({ id: modal.editing?.id ?? null, input }),
            onClose: closeModal,
          })}
        </Suspense>
      )}
      {deletion.dialog}
    </>
  );
}

/** Case-insensitive search the Turkish way (İ/i, I/ı) over a few fields. */
export function matchesAny(fields: (string | null | undefined)[], search: string): boolean {
  const q = search.trim().toLocaleLowerCase('tr');
  if (!q) return true;
  return fields.some((f) => (f ?? '').toLocaleLowerCase('tr').includes(q));
}
