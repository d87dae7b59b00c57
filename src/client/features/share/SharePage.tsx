import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { Image as ImageIcon, MapPin, Music, Quote, Share2, type LucideIcon } from 'lucide-react';
import { SHARE_PAGES, SHARE_PARAM, shareBody, shareMessages as m, type ShareKind, type SharedText } from '../../../shared/share';
import { peekShare, takeShare } from '../../lib/share-stash';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';

const choices: { kind: ShareKind; icon: LucideIcon }[] = [
  { kind: 'music', icon: Music },
  { kind: 'memories', icon: ImageIcon },
  { kind: 'places', icon: MapPin },
  { kind: 'quotes', icon: Quote },
];

/**
 * 'Nereye eklensin?': a shared item the worker could not place (not a YouTube link, a map link or
 * photos; src/sw/share.ts). It shows what was shared and offers Müzik / Anı / Mekan / Alıntı; the
 * chosen page takes the item out of the stash and opens its add form filled. 'Vazgeç' deletes it.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get(SHARE_PARAM);
  const failed = params.get('hata') !== null;
  const [shared, setShared] = useState<(SharedText & { fileCount: number }) | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void peekShare(window.location.origin, id).then((found) => live && setShared(found));
    return () => {
      live = false;
    };
  }, [id]);

  if (failed) return <EmptyState icon={<Share2 className="h-8 w-8" />} title={m.failed} />;
  if (shared === undefined) return <Spinner />;
  if (!shared || !id) return <EmptyState icon={<Share2 className="h-8 w-8" />} title={m.missing} />;

  const body = shareBody(shared);
  const cancel = async () => {
    await takeShare(window.location.origin, id);
    navigate('/', { replace: true });
  };
  return (
    <>
      <PageHeader title={m.title} />
      <section aria-labelledby="shared-heading" className="mb-6 max-w-2xl">
        <h2 id="shared-heading" className="mb-2 text-sm font-medium text-stone-600 dark:text-stone-300">
          {m.intro}
        </h2>
        <blockquote data-testid="shared-text" className="rounded-2xl bg-white p-4 text-sm whitespace-pre-wrap text-stone-800 shadow-sm ring-1 ring-stone-200 [overflow-wrap:anywhere] dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-800">
          {body || m.empty}
          {shared.fileCount > 0 && <span className="mt-1 block text-stone-500 dark:text-stone-400">{m.photos(shared.fileCount)}</span>}
        </blockquote>
      </section>
      <ul className="grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
        {choices.map(({ kind, icon: Icon }) => (
          <li key={kind}>
            <button
              type="button"
              onClick={() => navigate(`${SHARE_PAGES[kind]}?${SHARE_PARAM}=${encodeURIComponent(id)}`, { replace: true })}
              className="flex w-full flex-col items-center gap-1.5 rounded-2xl bg-white px-3 py-4 text-center shadow-sm ring-1 ring-stone-200 transition hover:bg-rose-50 hover:ring-rose-300 dark:bg-stone-900 dark:ring-stone-800 dark:hover:bg-stone-800"
            >
              <Icon className="h-6 w-6 text-rose-500" aria-hidden="true" />
              <span className="font-semibold text-stone-800 dark:text-stone-100">{m.choices[kind].label}</span>
              <span className="text-xs text-stone-500 dark:text-stone-400">{m.choices[kind].hint}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <Button variant="secondary" onClick={() => void cancel()}>
          {m.cancel}
        </Button>
      </div>
    </>
  );
}
