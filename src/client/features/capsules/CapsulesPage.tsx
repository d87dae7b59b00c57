import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { Hourglass, Plus } from 'lucide-react';
import { capsuleMessages as m, type Capsule, type OpenedCapsule, type SealedCapsule } from '../../../shared/capsules-words';
import { api } from '../../lib/api';
import { useSearchParams } from '../../lib/router';
import { useMe } from '../../lib/session';
import { useDebounced } from '../../lib/use-debounced';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Button } from '../../ui/Button';
import { SearchInput } from '../../ui/SearchInput';
import { Spinner } from '../../ui/Spinner';
import { useDeleteWithConfirm } from '../../ui/use-delete-with-confirm';
import { capsulesQuery, deleteCapsule } from './api';
import { OpenedCard } from './components/OpenedCard';
import { SealedCard } from './components/SealedCard';
import { useCapsuleActions } from './use-capsule-actions';

// The form (zod, photo shrinking) and the viewer (comments) load when first opened.
const CapsuleFormModal = lazyPart(() => import('./components/CapsuleFormModal').then((x) => x.CapsuleFormModal));
const CapsuleViewer = lazyPart(() => import('./components/CapsuleViewer').then((x) => x.CapsuleViewer));

/** The list, preloaded with the HTML (the manifest's firstRead). */
export const openingQueries = [capsulesQuery('')];

/** Zaman Kapsülü (issue 36): letters sealed until their day, then read like memories. */
export default function CapsulesPage() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = useQuery(capsulesQuery(q));
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<OpenedCapsule | null>(null);
  const closeForm = useCallback(() => setAdding(false), []);
  const closeViewer = useCallback(() => setViewing(null), []);
  const { sealing, liking } = useCapsuleActions({ onSealed: closeForm });
  const deletion = useDeleteWithConfirm<Capsule>({ remove: deleteCapsule, refresh: ['capsules'], texts: { confirm: m.confirmDelete, deleted: m.deleted, failed: m.deleteFailed } });

  // `/kapsul?kapsul=<id>` (an opening's notification) opens that capsule once it has opened.
  const [params, setParams] = useSearchParams();
  const opened = params.get('kapsul');
  useEffect(() => {
    if (!opened) return;
    api.get<{ capsule: Capsule }>(`/api/capsules/${encodeURIComponent(opened)}`).then(
      ({ capsule }) => !capsule.sealed && setViewing(capsule),
      () => undefined,
    );
    setParams({}, { replace: true });
  }, [opened, setParams]);

  const capsules = list.data?.capsules ?? [];
  const sealed = capsules.filter((c): c is SealedCapsule => c.sealed);
  const open = capsules.filter((c): c is OpenedCapsule => !c.sealed);
  const heading = 'mb-3 font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50';
  const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

  return (
    <div className="space-y-8">
      <PageHeader title={m.title} subtitle={m.intro} action={<Button icon={<Plus className="h-4 w-4" />} onClick={() => setAdding(true)}>{m.add}</Button>} />
      <SearchInput className="sm:w-96" placeholder={m.searchPlaceholder} aria-label={m.searchLabel} maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <EmptyState title={m.loadFailed} />
      ) : capsules.length === 0 ? (
        <EmptyState icon={<Hourglass className="h-10 w-10" />} title={q ? m.searchEmpty : m.empty}>
          {!q && m.emptyHint}
        </EmptyState>
      ) : (
        <>
          {sealed.length > 0 && (
            <section aria-labelledby="capsules-waiting">
              <h2 id="capsules-waiting" className={heading}>{m.waiting}</h2>
              <ul className={grid}>
                {sealed.map((c) => <SealedCard key={c.id} capsule={c} mine={c.author?.id === me.id} onDelete={deletion.ask} />)}
              </ul>
            </section>
          )}
          {open.length > 0 && (
            <section aria-labelledby="capsules-opened">
              <h2 id="capsules-opened" className={heading}>{m.openedList}</h2>
              <ul className={grid}>
                {open.map((c) => <OpenedCard key={c.id} capsule={c} mine={c.author?.id === me.id} onOpen={setViewing} onDelete={deletion.ask} />)}
              </ul>
            </section>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {adding && list.data && (
          <CapsuleFormModal today={list.data.today} togetherSince={me.space.togetherSince} busy={sealing.isPending} onSubmit={(r) => sealing.mutate(r)} onClose={closeForm} />
        )}
        {viewing && <CapsuleViewer capsule={viewing} onLike={(c) => liking.mutate(c)} onClose={closeViewer} />}
      </Suspense>
      {deletion.dialog}
    </div>
  );
}
