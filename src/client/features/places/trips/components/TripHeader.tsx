import { ArrowLeft, BookOpenText, CalendarRange } from 'lucide-react';
import { formatTripDates, tripDays, tripsMessages as tm, type TripSummary } from '../../../../../shared/trips-words';
import { Link } from '../../../../lib/router';
import { ItemActions } from '../../../../ui/ItemActions';
import { buttonClass } from '../../../../ui/Button';
import { TripPhaseBadge } from './TripCard';

/** The way back to 'Seyahatler' (or to the trip from its story). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="tap-target mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-rose-700 dark:text-stone-300 dark:hover:text-rose-300">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** A trip's cover, name, days and where it stands; the adder's edit and delete; the story once it has ended. */
export function TripHeader({ trip, isOwner, onEdit, onDelete }: { trip: TripSummary; isOwner: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <header className="mb-6 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800">
      {trip.cover && <img src={trip.cover.url} alt="" fetchPriority="high" className="aspect-[16/9] max-h-80 w-full object-cover sm:aspect-[3/1]" />}
      <div className="flex flex-col gap-3 bg-gradient-to-br from-rose-50/70 to-amber-50/60 p-5 sm:p-6 dark:from-stone-900 dark:to-stone-900">
        <div className="flex items-start justify-between gap-3">
          <h1 className="font-serif text-3xl font-semibold tracking-tight [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">{trip.name}</h1>
          {isOwner && (
            <div className="-mr-2 flex shrink-0">
              <ItemActions onEdit={onEdit} onDelete={onDelete} editLabel={tm.edit} deleteLabel={tm.delete} />
            </div>
          )}
        </div>
        <div className="space-y-0.5 text-sm text-stone-600 dark:text-stone-300">
          <p className="flex items-center gap-2">
            <CalendarRange className="h-4 w-4 shrink-0 text-stone-500 dark:text-stone-400" aria-hidden="true" />
            {formatTripDates(trip.startDate, trip.endDate)} · {tm.dayCount(tripDays(trip.startDate, trip.endDate))}
          </p>
          <p className="text-stone-500 dark:text-stone-400">
            {tm.addedBy} {trip.addedBy?.displayName ?? '—'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TripPhaseBadge trip={trip} className="text-sm" />
          {trip.phase === 'past' && (
            <Link to={`/places/trips/${trip.id}/story`} className={buttonClass('primary')}>
              <BookOpenText className="h-4 w-4" aria-hidden="true" />
              {tm.openStory}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
