import { ChevronRight, Plane } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { HomeTrip } from '../../../../shared/home';
import { formatTurkishDate } from '../../../../shared/dates';
import { tripCountdownMessages as tm } from '../../../../shared/trips-countdown-words';

/** Before a trip starts, home counts down to it: 'Kapadokya'ya 12 gün' (issue 37); it opens the trip's page. */
export function TripCountdownCard({ trip }: { trip: HomeTrip | null }) {
  if (!trip) return null;
  return (
    <Link
      to={`/places/trips/${trip.id}`}
      data-testid="trip-countdown"
      className="group flex items-center gap-4 rounded-2xl bg-gradient-to-br from-amber-50 to-rose-100 p-5 shadow-sm ring-1 ring-rose-200/70 hover:shadow-md dark:from-stone-900 dark:to-rose-950/60 dark:ring-rose-900/60"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/80 text-rose-600 shadow-sm dark:bg-stone-900 dark:text-rose-300">
        <Plane className="h-6 w-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">{tm.countdownTitle}</span>
        <span className="block font-serif text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl text-stone-900 dark:text-stone-50" data-testid="trip-countdown-text">
          {trip.daysLeft === 0 ? tm.startsToday(trip.name) : tm.countdown(trip.name, trip.daysLeft)}
        </span>
        <span className="block text-sm text-stone-600 dark:text-stone-300">{formatTurkishDate(trip.startDate, { weekday: true })}</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-rose-600 transition-transform group-hover:translate-x-0.5 dark:text-rose-300" aria-hidden="true" />
    </Link>
  );
}
