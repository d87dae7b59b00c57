import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { QueueView, type QueueLabels, type QueuePlayer, type Songs } from './QueueView';

// The player's code, and YouTube's script it loads, come when the person presses play or picks a
// song, not with the page: opening a page offline made no console error then (decision 020).
const PlayingQueue = lazyPart(() => import('./PlayingQueue').then((m) => m.default));

/**
 * Songs playable one after another with the music page's player (lib/use-song-player): one hidden
 * player for the song in turn; when it ends, the next one starts by itself. Yılımız' year and a
 * trip's story (issue 37) both play theirs with it.
 */
export function SongQueue({ songs, labels }: { songs: Songs; labels: QueueLabels }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const song = songs[index];
  const pick = (i: number) => {
    setIndex(i);
    setStarted(true);
  };
  // Before the first press: the same controls, with nothing loaded. The press starts the player.
  const idle = (waiting: boolean): QueuePlayer => ({ ready: !waiting, playing: false, toggle: () => setStarted(true), position: { current: 0, duration: 0 }, seek: () => undefined });
  if (!song) return null;
  return started ? (
    <Suspense fallback={<QueueView songs={songs} index={index} onPick={pick} player={idle(true)} labels={labels} />}>
      <PlayingQueue key={song.id} songs={songs} index={index} onPick={pick} labels={labels} />
    </Suspense>
  ) : (
    <QueueView songs={songs} index={index} onPick={pick} player={idle(false)} labels={labels} />
  );
}
