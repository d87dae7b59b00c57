import { useState } from 'react';
import { Music, Pause, Play } from 'lucide-react';
import { formatTurkishDate } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { musicMessages } from '../../../../shared/music';
import { useSongPlayer } from '../../../lib/use-song-player';
import { cn } from '../../../ui/cn';
import { BigFigure, Section } from './Section';

/**
 * The year's songs, playable one after another with the music page's player (lib/use-song-player):
 * one hidden player for the song in turn; when it ends, the next one starts by itself.
 */
export function SongsSection({ songs }: { songs: YearInReview['songs'] }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const song = songs.items[index];
  return (
    <Section id="songs" title={m.songs} icon={<Music className="h-4 w-4" />}>
      <BigFigure testId="yil-songs-count">{m.songsCount(songs.count)}</BigFigure>
      {song && <Queue key={song.id} songs={songs.items} index={index} started={started} onStart={() => setStarted(true)} onPick={(i) => { setIndex(i); setStarted(true); }} />}
    </Section>
  );
}

function Queue({ songs, index, started, onStart, onPick }: { songs: YearInReview['songs']['items']; index: number; started: boolean; onStart: () => void; onPick: (i: number) => void }) {
  const song = songs[index];
  const next = () => index + 1 < songs.length && onPick(index + 1);
  const { setMount, ready, playing, toggle, position, seek } = useSongPlayer(song.videoId, { autoplay: started, onEnded: next });
  return (
    <div data-testid="yil-player" data-playing={playing} data-index={index}>
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={() => {
            onStart();
            toggle();
          }}
          disabled={!ready}
          aria-label={playing ? musicMessages.pause : m.playAll}
          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm hover:bg-rose-700 disabled:cursor-wait disabled:bg-rose-300 dark:disabled:bg-rose-900"
        >
          {playing ? <Pause className="h-6 w-6" /> : <Play className="ml-0.5 h-6 w-6" />}
        </button>
        <div className="min-w-0">
          <p data-testid="yil-now-playing" className="truncate font-semibold text-stone-900 dark:text-stone-50">{song.title}</p>
          <p className="truncate text-sm text-stone-500 dark:text-stone-400">
            {song.artist} · {formatTurkishDate(song.date, { year: false })}
          </p>
        </div>
      </div>
      <input
        type="range"
        aria-label={musicMessages.seek}
        min={0}
        max={Math.max(1, Math.floor(position.duration))}
        step={1}
        value={Math.floor(position.current)}
        disabled={!ready || position.duration === 0}
        onChange={(e) => seek(Number(e.target.value))}
        className="mt-3 h-11 w-full cursor-pointer accent-rose-500 disabled:cursor-not-allowed disabled:opacity-50"
      />
      <ol className="mt-2 max-h-64 space-y-1 overflow-y-auto">
        {songs.map((s, i) => (
          <li key={s.id}>
            <button
              type="button"
              onClick={() => onPick(i)}
              className={cn(
                'tap-target flex w-full items-baseline justify-between gap-3 rounded-lg px-2 py-1.5 text-left text-sm',
                i === index ? 'bg-rose-50 font-medium text-rose-800 dark:bg-rose-950/40 dark:text-rose-200' : 'text-stone-700 hover:bg-stone-50 dark:text-stone-300 dark:hover:bg-stone-800',
              )}
            >
              <span className="truncate">{s.title}</span>
              <span className="shrink-0 text-xs text-stone-600 dark:text-stone-400">{s.addedByName ?? '—'}</span>
            </button>
          </li>
        ))}
      </ol>
      <div ref={setMount} aria-hidden="true" className="pointer-events-none absolute h-px w-px overflow-hidden opacity-0" />
    </div>
  );
}
