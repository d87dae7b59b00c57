import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import { Music } from 'lucide-react';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { BigFigure, Section } from './Section';
import { QueueView, type QueuePlayer } from './QueueView';

// The player's code, and YouTube's script it loads, come when the person presses play or picks a
// song, not with the page: opening the page offline made no console error then (decision 020).
const PlayingQueue = lazyPart(() => import('./PlayingQueue').then((m) => m.default));

/**
 * The year's songs, playable one after another with the music page's player (lib/use-song-player):
 * one hidden player for the song in turn; when it ends, the next one starts by itself.
 */
export function SongsSection({ songs }: { songs: YearInReview['songs'] }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const song = songs.items[index];
  const pick = (i: number) => {
    setIndex(i);
    setStarted(true);
  };
  // Before the first press: the same controls, with nothing loaded. The press starts the player.
  const idle = (waiting: boolean): QueuePlayer => ({ ready: !waiting, playing: false, toggle: () => setStarted(true), position: { current: 0, duration: 0 }, seek: () => undefined });
  return (
    <Section id="songs" title={m.songs} icon={<Music className="h-4 w-4" />}>
      <BigFigure testId="yil-songs-count">{m.songsCount(songs.count)}</BigFigure>
      {song &&
        (started ? (
          <Suspense fallback={<QueueView songs={songs.items} index={index} onPick={pick} player={idle(true)} />}>
            <PlayingQueue key={song.id} songs={songs.items} index={index} onPick={pick} />
          </Suspense>
        ) : (
          <QueueView songs={songs.items} index={index} onPick={pick} player={idle(false)} />
        ))}
    </Section>
  );
}
