import { CalendarCheck, MapPin, Plus, X } from 'lucide-react';
import { placesMessages as pm } from '../../../../../shared/places-words';
import { formatTurkishDate } from '../../../../../shared/dates';
import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { Button, IconButton } from '../../../../ui/Button';
import { cn } from '../../../../ui/cn';

type TripPlace = TripDetail['places'][number];

/**
 * The places chosen for the trip. On its days and after, a wish can be confirmed ('Gittik olarak
 * işaretle', with one of its days); either member adds places; the trip's adder or whoever chose
 * a place takes it out.
 */
export function TripPlaces({
  detail,
  meId,
  onAdd,
  onVisit,
  onRemove,
}: {
  detail: TripDetail;
  meId: string;
  onAdd: () => void;
  onVisit: (place: TripPlace) => void;
  onRemove: (place: TripPlace) => void;
}) {
  const { trip, places } = detail;
  const started = trip.phase !== 'upcoming';
  const wishes = places.filter((p) => p.status === 'wish');
  return (
    <section aria-labelledby="trip-places-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-6 dark:bg-stone-900 dark:ring-stone-800">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="trip-places-title" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          {tm.places}
        </h2>
        <Button variant="secondary" icon={<Plus className="h-4 w-4" />} onClick={onAdd}>
          {tm.addPlaces}
        </Button>
      </div>
      {started && wishes.length > 0 && <p className="mb-3 text-sm text-stone-600 dark:text-stone-300">{tm.toConfirmHint}</p>}
      {places.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{tm.placesHint}</p>
      ) : (
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">
          {places.map((place) => (
            <li key={place.id} data-testid="trip-place" className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
              <MapPin className={cn('h-4 w-4 shrink-0', place.status === 'wish' ? 'text-rose-500' : 'text-sky-600 dark:text-sky-400')} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-800 dark:text-stone-100">{place.name}</p>
                <p className="text-xs text-stone-500 dark:text-stone-400">{place.visitDate ? `${pm.statusVisited} · ${formatTurkishDate(place.visitDate)}` : pm.statusWish}</p>
              </div>
              {started && place.status === 'wish' && (
                <Button variant="secondary" icon={<CalendarCheck className="h-4 w-4 text-rose-600" />} onClick={() => onVisit(place)}>
                  {pm.markVisited}
                </Button>
              )}
              {(trip.addedBy?.id === meId || place.linkedBy === meId) && (
                <IconButton label={`${tm.removePlace}: ${place.name}`} onClick={() => onRemove(place)}>
                  <X className="h-4 w-4" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
