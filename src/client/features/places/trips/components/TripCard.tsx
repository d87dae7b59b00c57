import { CalendarRange, MapPin, Plane } from 'lucide-react';
import { formatTripDates, tripDays, tripsMessages as tm, type TripSummary } from '../../../../../shared/trips-words';
import { Link } from '../../../../lib/router';
import { ImageWithFallback } from '../../../../ui/ImageWithFallback';
import { cn } from '../../../../ui/cn';

/** Where a trip stands, in words: the countdown before it, 'Şu an seyahattesiniz' on its days, 'Tamamlandı' after. */
export function TripPhaseBadge({ trip, className }: { trip: TripSummary; className?: string }) {
  const text = trip.phase === 'upcoming' ? (trip.daysLeft === 0 ? tm.startsToday(trip.name) : tm.countdown(trip.name, trip.daysLeft)) : trip.phase === 'ongoing' ? tm.ongoing : tm.past;
  return (
    <span
      data-testid="trip-phase"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
        trip.phase === 'past' ? 'bg-white/90 text-stone-700 ring-1 ring-stone-200 dark:bg-stone-900/85 dark:text-stone-200 dark:ring-stone-700' : 'bg-rose-600 text-white dark:bg-rose-700',
        className,
      )}
    >
      {text}
    </span>
  );
}

/** A trip in the list: its cover (or a calm placeholder), name, days, where it stands and its places; opens its page. */
export function TripCard({ trip }: { trip: TripSummary }) {
  return (
    <Link
      to={`/places/trips/${trip.id}`}
      data-testid="trip-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-rose-500 dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="relative">
        {/* The cover is decoration here: the card's words name the trip. */}
        <div aria-hidden="true">
          <ImageWithFallback
            src={trip.cover?.thumbUrl}
            alt=""
            fallback={<Plane className="h-10 w-10" aria-hidden="true" />}
            className="aspect-[16/9] w-full bg-gradient-to-br from-rose-50 to-amber-50 object-cover dark:from-stone-800 dark:to-stone-900"
          />
        </div>
        <TripPhaseBadge trip={trip} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h2 className="leading-snug font-semibold [overflow-wrap:anywhere] text-stone-900 group-hover:text-rose-700 dark:text-stone-50 dark:group-hover:text-rose-300">{trip.name}</h2>
        <p className="flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-300">
          <CalendarRange className="h-3.5 w-3.5 shrink-0 text-stone-500 dark:text-stone-400" aria-hidden="true" />
          {formatTripDates(trip.startDate, trip.endDate)} · {tm.dayCount(tripDays(trip.startDate, trip.endDate))}
        </p>
        {trip.placeCount > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-stone-500 dark:text-stone-400">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {tm.placeCount(trip.placeCount)}
          </p>
        )}
      </div>
    </Link>
  );
}

