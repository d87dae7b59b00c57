import { MapPin, Music } from 'lucide-react';
import type { TripDay } from '../../../../../shared/trips-words';
import { Link } from '../../../../lib/router';
import { DayTitle, hasContent } from './TripDays';

/**
 * The story's days (issue 37): each day's memories with all their photos — thumbnails, loaded
 * lazily as they come near (a two-week trip holds hundreds) — the places visited and the songs.
 */
export function StoryDays({ days }: { days: TripDay[] }) {
  return (
    <ol className="space-y-8">
      {days.map((day, i) =>
        hasContent(day) ? (
          <li key={day.date} data-testid="story-day" className="space-y-3">
            <DayTitle day={day} n={i + 1} />
            {day.places.length > 0 && (
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-200">
                {day.places.map((p) => (
                  <span key={p.id} className="inline-flex items-center gap-1">
                    <MapPin className="h-3.5 w-3.5 text-rose-500" aria-hidden="true" />
                    {p.name}
                  </span>
                ))}
              </p>
            )}
            {day.memories.map((memory) => (
              <div key={memory.id} className="space-y-2">
                <Link to={`/memories?ani=${memory.id}`} className="tap-target font-serif text-lg font-semibold text-stone-900 hover:text-rose-700 dark:text-stone-50 dark:hover:text-rose-300">
                  {memory.title}
                </Link>
                {memory.photoIds.length > 0 && (
                  <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 lg:grid-cols-6">
                    {memory.photoIds.map((id) => (
                      <li key={id}>
                        <img src={`/api/photos/${id}/thumb`} alt="" loading="lazy" decoding="async" width={400} height={400} data-testid="story-photo" className="aspect-square h-auto w-full rounded-xl bg-stone-100 object-cover dark:bg-stone-800" />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
            {day.songs.length > 0 && (
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
                {day.songs.map((song) => (
                  <span key={song.id} className="inline-flex items-center gap-1">
                    <Music className="h-3.5 w-3.5 text-amber-500" aria-hidden="true" />
                    {song.title} <span className="text-stone-500 dark:text-stone-400">· {song.addedByName ?? '—'}</span>
                  </span>
                ))}
              </p>
            )}
          </li>
        ) : null,
      )}
    </ol>
  );
}
