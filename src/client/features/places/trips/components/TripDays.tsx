import { Camera, MapPin, Music } from 'lucide-react';
import { formatTurkishDate } from '../../../../../shared/dates';
import { tripsMessages as tm, type TripDay } from '../../../../../shared/trips-words';
import { Link } from '../../../../lib/router';

/** A day has something to show: a memory, a song or a visit. */
export const hasContent = (day: TripDay) => day.memories.length + day.songs.length + day.places.length > 0;

/** One day's title: '2. gün · 14 Haziran Cumartesi'. */
export function DayTitle({ day, n }: { day: TripDay; n: number }) {
  return (
    <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
      {tm.dayTitle(n)} <span className="font-normal normal-case">· {formatTurkishDate(day.date, { year: false, weekday: true })}</span>
    </h3>
  );
}

/**
 * What the trip's days gathered by themselves (issue 37: no second entry): each day's memories
 * (their photos as small thumbnails, loaded lazily), both members' songs, and the places visited.
 */
export function TripDays({ days }: { days: TripDay[] }) {
  const shown = days.map((day, i) => ({ day, n: i + 1 })).filter(({ day }) => hasContent(day));
  return (
    <section aria-labelledby="trip-days-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-6 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id="trip-days-title" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        {tm.gathered}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-300">{tm.gatheredHint}</p>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{tm.nothingYet}</p>
      ) : (
        <ol className="space-y-5">
          {shown.map(({ day, n }) => (
            <li key={day.date} data-testid="trip-day" className="space-y-2">
              <DayTitle day={day} n={n} />
              <ul className="space-y-1.5 text-sm text-stone-700 dark:text-stone-200">
                {day.memories.map((memory) => (
                  <li key={memory.id} data-testid="trip-memory" className="flex flex-wrap items-center gap-2">
                    <Camera className="h-4 w-4 shrink-0 text-rose-500" aria-hidden="true" />
                    <Link to={`/memories?ani=${memory.id}`} className="tap-target font-medium hover:text-rose-700 hover:underline dark:hover:text-rose-300">
                      {memory.title}
                    </Link>
                    {memory.photoIds.slice(0, 4).map((id) => (
                      <img key={id} src={`/api/photos/${id}/thumb`} alt="" loading="lazy" className="h-10 w-10 rounded-lg object-cover ring-1 ring-stone-200 dark:ring-stone-700" />
                    ))}
                  </li>
                ))}
                {day.songs.map((song) => (
                  <li key={song.id} data-testid="trip-song" className="flex items-center gap-2">
                    <Music className="h-4 w-4 shrink-0 text-amber-500" aria-hidden="true" />
                    <span className="min-w-0 truncate">
                      {song.title} <span className="text-stone-500 dark:text-stone-400">· {song.addedByName ?? '—'}</span>
                    </span>
                  </li>
                ))}
                {day.places.map((place) => (
                  <li key={place.id} className="flex items-center gap-2">
                    <MapPin className="h-4 w-4 shrink-0 text-sky-600 dark:text-sky-400" aria-hidden="true" />
                    {place.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
