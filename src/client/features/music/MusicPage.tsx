import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { Music as MusicIcon, Plus } from 'lucide-react';
import { musicMessages as m } from '../../../shared/music-words';
import type { Music } from '../../../shared/music';
import { ApiError } from '../../lib/api';
import { useClientConfig } from '../../lib/client-config';
import { useMe } from '../../lib/session';
import { useSharedItem } from '../../lib/use-shared-item';
import { classifyShare, shareLink } from '../../../shared/share';
import { Button } from '../../ui/Button';
import { useDeleteWithConfirm } from '../../ui/use-delete-with-confirm';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { deleteMusic, musicDayQuery } from './api';
import { DayPicker } from './components/DayPicker';
import { MusicCard } from './components/MusicCard';

// The add form (and zod, which it validates with) loads when first opened.
const AddMusicModal = lazyPart(() => import('./components/AddMusicModal').then((m) => m.AddMusicModal));

/** Müzikler: the songs of one day (today to start), one per member, played right in the page. */
export default function MusicPage() {
  const me = useMe();
  const config = useClientConfig();
  // null: today as the server counts it (its clock, the space's time zone).
  // `/music?date=YYYY-MM-DD` (a push about a song, a link) opens that day; the server checks it.
  const [params] = useSearchParams();
  const [date, setDate] = useState<string | null>(() => {
    const asked = params.get('date');
    return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : null;
  });
  // The add form, with the link it opens with ('' from the button; a shared link from the share sheet).
  const [adding, setAdding] = useState<{ link: string } | null>(null);
  // A link shared from the phone: today's form with it filled (shared/share.ts).
  useSharedItem((item) => {
    const target = classifyShare(item, 0);
    setDate(null);
    setAdding({ link: target.kind === 'music' ? target.link : shareLink(item) });
  });
  const day = useQuery(musicDayQuery(date));
  const today = day.data?.today;
  const shown = date ?? today;
  const signedOut = day.error instanceof ApiError && day.error.status === 401;

  useEffect(() => {
    if (day.isError && !signedOut) toast.error(m.loadFailed, { toastId: 'load-music' });
  }, [day.isError, signedOut]);

  const deletion = useDeleteWithConfirm<Music>({
    remove: deleteMusic,
    refresh: ['music'],
    texts: { confirm: m.confirmDelete, deleted: m.deleted, failed: m.deleteFailed },
  });

  const songs = day.data && day.data.date === shown && !day.isPlaceholderData ? day.data.music : undefined;
  return (
    <>
      <PageHeader
        title={m.title}
        action={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setAdding({ link: '' })} disabled={!config.data || !shown}>
            {m.add}
          </Button>
        }
      />
      <div className="mb-6 min-h-11">{shown && today && <DayPicker date={shown} today={today} onChange={(d) => setDate(d === today ? null : d)} />}</div>

      {signedOut ? (
        <EmptyState icon={<MusicIcon className="h-8 w-8" />} title={m.signedOut} />
      ) : day.isError ? (
        <EmptyState icon={<MusicIcon className="h-8 w-8" />} title={m.loadFailed} />
      ) : !songs ? (
        <Spinner />
      ) : songs.length === 0 ? (
        <EmptyState icon={<MusicIcon className="h-8 w-8" />} title={m.empty}>
          {m.emptyHint}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 xl:gap-5">
          {songs.map((song) => (
            <li key={song.id}>
              <MusicCard song={song} isOwner={song.addedBy?.id === me.id} onDelete={() => deletion.ask(song)} />
            </li>
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {adding && config.data && shown && <AddMusicModal date={shown} initialLink={adding.link} searchEnabled={config.data.youtube.searchEnabled} onClose={() => setAdding(null)} />}
      </Suspense>
      {deletion.dialog}
    </>
  );
}
