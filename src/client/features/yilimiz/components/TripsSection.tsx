import { BookOpenText, Plane } from 'lucide-react';
import { formatDateRange } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { Link } from '../../../lib/router';
import { BigFigure, Section } from './Section';

/** The year's trips (issue 37), each linked to its story once it has ended, to its page before. */
export function TripsSection({ trips }: { trips: YearInReview['trips'] }) {
  if (trips.length === 0) return null;
  return (
    <Section id="trips" title={m.trips} icon={<Plane className="h-4 w-4" />}>
      <BigFigure testId="yil-trips-count">{m.tripsCount(trips.length)}</BigFigure>
      <ul className="grid gap-3 sm:grid-cols-2">
        {trips.map((trip) => (
          <li key={trip.id}>
            <Link
              to={trip.ended ? `/places/trips/${trip.id}/story` : `/places/trips/${trip.id}`}
              data-testid="yil-trip"
              className="group flex items-center gap-3 rounded-2xl bg-rose-50/70 px-4 py-3 ring-1 ring-rose-100 hover:bg-rose-50 dark:bg-stone-800/60 dark:ring-stone-700 dark:hover:bg-stone-800"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-stone-900 group-hover:text-rose-700 dark:text-stone-50 dark:group-hover:text-rose-300">{trip.name}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-300">{formatDateRange(trip.startDate, trip.endDate)}</span>
              </span>
              {trip.ended && (
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-rose-700 dark:text-rose-300">
                  <BookOpenText className="h-4 w-4" aria-hidden="true" />
                  {m.tripStory}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
