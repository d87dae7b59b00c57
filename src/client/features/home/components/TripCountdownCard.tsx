import { Plane } from 'lucide-react';
import type { HomeTrip } from '../../../../shared/home';
import { formatTurkishDate } from '../../../../shared/dates';
import { tripCountdownMessages as tm } from '../../../../shared/trips-countdown-words';
import { HomeCard } from './HomeCard';

const tone = {
  frame: 'from-amber-50 to-rose-100 ring-rose-200/70 dark:from-stone-900 dark:to-rose-950/60 dark:ring-rose-900/60',
  heading: 'text-rose-700 dark:text-rose-300',
  arrow: 'text-rose-600 dark:text-rose-300',
};

/**
 * Before a trip starts, home counts down to it: 'Kapadokya'ya 12 gün' (issue 37); it opens the
 * trip's page. Its own chunk (with the Turkish suffixes its sentence needs), loaded only when
 * there is a trip (HomePage's openingParts).
 */
export default function TripCountdownCard({ trip }: { trip: HomeTrip }) {
  return (
    <HomeCard to={`/places/trips/${trip.id}`} testId="trip-countdown" icon={Plane} title={tm.countdownTitle} tone={tone}>
      <span>
        <span
          className="block font-serif text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl text-stone-900 dark:text-stone-50"
          data-testid="trip-countdown-text"
        >
          {trip.daysLeft === 0 ? tm.startsToday(trip.name) : tm.countdown(trip.name, trip.daysLeft)}
        </span>
        <span className="block text-sm text-stone-600 dark:text-stone-300">{formatTurkishDate(trip.startDate, { weekday: true })}</span>
      </span>
    </HomeCard>
  );
}
