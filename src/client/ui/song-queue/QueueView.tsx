import { Pause, Play } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { musicMessages, type DaySong } from '../../../shared/music-words';
import { cn } from '../cn';

/** A song of the queue: a song of the day, with who chose it. */
export type QueueSong = DaySong;
export type Songs = readonly QueueSong[];

/** What the queue's controls need from a player (lib/use-song-player's answer). */
export interface QueuePlayer {
  setMount?: (node: HTMLDivElement | null) => void;
  ready: boolean;
  playing: boolean;
  toggle: () => void;
  position: { current: number; duration: number };
  seek: (seconds: number) => void;
}

/** What a page names the queue's parts: its play button's words and its test ids' prefix ('yil' → 'yil-player'). */
export interface QueueLabels {
  playAll: string;
  testId: string;
}

/** The queue's controls: play or pause, the song in turn, its position and the list. */
export function QueueView({ songs, index, onPick, player, labels }: { songs: Songs; index: number; onPick: (i: number) => void; player: QueuePlayer; labels: QueueLabels }) {
  const song = songs[index];
  const { setMount, ready, playing, toggle, position, seek } = player;
  return (
    <div data-testid={`${labels.testId}-player`} data-playing={playing} data-index={index}>
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={toggle}
          disabled={!ready}
          aria-label={playing ? musicMessages.pause : labels.playAll}
          className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm hover:bg-rose-700 disabled:cursor-wait disabled:bg-rose-300 dark:disabled:bg-rose-900"
        >
          {playing ? <Pause className="h-6 w-6" /> : <Play className="ml-0.5 h-6 w-6" />}
        </button>
        <div className="min-w-0">
          <p data-testid={`${labels.testId}-now-playing`} className="truncate font-semibold text-stone-900 dark:text-stone-50">{song.title}</p>
          <p className="truncate text-sm text-stone-500 dark:text-stone-400">
            {song.artist} · {formatDate(song.date, { year: false })}
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
      {setMount && <div ref={setMount} aria-hidden="true" className="pointer-events-none absolute h-px w-px overflow-hidden opacity-0" />}
    </div>
  );
}
