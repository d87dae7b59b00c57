import { useState } from 'react';
import { Pause, Play, Trash2, Volume1, Volume2, VolumeX } from 'lucide-react';
import { MUSIC_SPIN_SECONDS, musicMessages as m } from '../../../../shared/music-words';
import type { Music } from '../../../../shared/music';
import { IconButton } from '../../../ui/Button';
import { useSongPlayer } from '../../../lib/use-song-player';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const slider = 'h-11 w-full cursor-pointer accent-rose-500 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A song of the day: a round cover that turns once every 10 s while it plays, play/pause, the
 * position, the volume, who added it, and delete for that member only.
 */
export function MusicCard({ song, isOwner, onDelete }: { song: Music; isOwner: boolean; onDelete: () => void }) {
  const { setMount, ...p } = useSongPlayer(song.videoId);
  const VolumeIcon = p.volume === 0 ? VolumeX : p.volume < 50 ? Volume1 : Volume2;
  return (
    <article
      data-testid="music-card"
      data-playing={p.playing}
      className="relative flex h-full flex-col items-center rounded-3xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200/70 sm:p-6 dark:bg-stone-900 dark:ring-stone-800"
    >
      {isOwner && (
        <IconButton
          label={m.delete}
          onClick={onDelete}
          className="absolute top-3 right-3 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50 dark:hover:text-red-400"
        >
          <Trash2 className="h-4 w-4" />
        </IconButton>
      )}
      <Cover song={song} playing={p.playing} />

      <h3 className="mt-4 line-clamp-2 font-semibold text-stone-900 dark:text-stone-50" title={song.title}>
        {song.title}
      </h3>
      {song.artist && <p className="mt-0.5 truncate text-sm text-stone-500 dark:text-stone-400">{song.artist}</p>}

      <div className="mt-4 flex w-full items-center gap-3">
        <button
          type="button"
          onClick={p.toggle}
          disabled={!p.ready}
          aria-label={p.playing ? m.pause : m.play}
          title={p.playing ? m.pause : m.play}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm transition-colors hover:bg-rose-700 disabled:cursor-wait disabled:bg-rose-300 dark:disabled:bg-rose-900"
        >
          {p.playing ? <Pause className="h-5 w-5" /> : <Play className="ml-0.5 h-5 w-5" />}
        </button>
        <div className="min-w-0 flex-1">
          <input
            type="range"
            aria-label={m.seek}
            min={0}
            max={Math.max(1, Math.floor(p.position.duration))}
            step={1}
            value={Math.floor(p.position.current)}
            disabled={!p.ready || p.position.duration === 0}
            onChange={(e) => p.seek(Number(e.target.value))}
            className={slider}
          />
          <div className="mt-0.5 flex justify-between text-[11px] text-stone-500 tabular-nums dark:text-stone-400">
            <span data-testid="music-position">{clock(p.position.current)}</span>
            <span>{clock(p.position.duration)}</span>
          </div>
        </div>
      </div>

      <label className="mt-2 flex w-full items-center gap-3 text-stone-500 dark:text-stone-400">
        <VolumeIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
        <input
          type="range"
          aria-label={m.volume}
          min={0}
          max={100}
          step={1}
          value={p.volume}
          onChange={(e) => p.setVolume(Number(e.target.value))}
          className={slider}
        />
        <span className="w-7 text-right text-[11px] tabular-nums">{p.volume}</span>
      </label>

      <p className="mt-4 w-full border-t border-stone-100 pt-3 text-xs text-stone-500 dark:border-stone-800 dark:text-stone-400">
        {m.addedBy} <span className="font-medium text-stone-700 dark:text-stone-300">{song.addedBy?.displayName ?? '—'}</span>
      </p>
      <div ref={setMount} aria-hidden="true" className="pointer-events-none absolute bottom-0 left-0 h-px w-px overflow-hidden opacity-0" />
    </article>
  );
}

/**
 * A record: the video's cover as the disc (scaled past the letterbox bars of YouTube's 4:3
 * thumbnails), or grooves and a rose label when there is none. Turns while the song plays.
 */
function Cover({ song, playing }: { song: Music; playing: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = song.cover && broken !== song.cover;
  return (
    <div
      data-testid="music-cover"
      className="relative h-36 w-36 shrink-0 overflow-hidden rounded-full bg-stone-900 shadow-lg ring-4 shadow-rose-900/15 ring-rose-100 sm:h-40 sm:w-40 dark:ring-stone-800"
      style={{
        animation: `spin ${MUSIC_SPIN_SECONDS}s linear infinite`,
        animationPlayState: playing ? 'running' : 'paused',
        backgroundImage: 'repeating-radial-gradient(circle at center, rgb(41 37 36) 0 2px, rgb(28 25 23) 2px 4px)',
      }}
    >
      {showImage ? (
        <img src={song.cover!} alt={song.title} loading="lazy" onError={() => setBroken(song.cover)} className="h-full w-full scale-[1.34] object-cover" />
      ) : (
        <span role="img" aria-label={song.title} className="absolute inset-0 flex items-center justify-center">
          <span className="h-[38%] w-[38%] rounded-full bg-gradient-to-br from-rose-300 to-rose-500" />
        </span>
      )}
      <span className="absolute top-1/2 left-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full bg-stone-50 ring-4 ring-stone-900/70 dark:bg-stone-950" aria-hidden="true" />
    </div>
  );
}
