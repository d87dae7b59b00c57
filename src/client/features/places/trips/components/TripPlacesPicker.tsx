import { useQuery } from '@tanstack/react-query';
import { MapPin, X } from 'lucide-react';
import { tripsMessages as tm } from '../../../../../shared/trips-words';
import { placesQuery } from '../../api';
import { LocationSearch } from '../../components/LocationSearch';

export interface NewTripPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export interface PickedPlaces {
  placeIds: string[];
  newPlaces: NewTripPlace[];
}

/**
 * 'Yerler' of a trip: the couple's wishes to tick (those already in the trip left out), and new
 * places found by the location search, which become 'Gideceğiz' places when the trip is saved.
 */
export function TripPlacesPicker({ value, onChange, exclude = [] }: { value: PickedPlaces; onChange: (value: PickedPlaces) => void; exclude?: string[] }) {
  const places = useQuery(placesQuery);
  const wishes = (places.data ?? []).filter((p) => p.status === 'wish' && !exclude.includes(p.id));
  const toggle = (id: string) => onChange({ ...value, placeIds: value.placeIds.includes(id) ? value.placeIds.filter((x) => x !== id) : [...value.placeIds, id] });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{tm.places}</legend>
      <p className="text-xs text-stone-500 dark:text-stone-400">{tm.placesHint}</p>
      {wishes.length > 0 ? (
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-xl bg-stone-50 p-1.5 dark:bg-stone-800/60" data-testid="trip-wishes">
          {wishes.map((wish) => (
            <li key={wish.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-1.5 text-sm text-stone-800 hover:bg-white dark:text-stone-100 dark:hover:bg-stone-900">
                <input type="checkbox" checked={value.placeIds.includes(wish.id)} onChange={() => toggle(wish.id)} className="h-4 w-4 accent-rose-600" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{wish.name}</span>
                  {wish.reason && <span className="block truncate text-xs text-stone-500 dark:text-stone-400">{wish.reason}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        !places.isPending && <p className="text-sm text-stone-500 dark:text-stone-400">{tm.noWishes}</p>
      )}
      <LocationSearch label={tm.newPlace} onChoose={(r) => onChange({ ...value, newPlaces: [...value.newPlaces, { name: r.name, address: r.address, lat: r.lat, lng: r.lng }] })} />
      {value.newPlaces.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="trip-new-places">
          {value.newPlaces.map((place, i) => (
            <li key={`${place.lat},${place.lng},${i}`} className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 py-1 pr-1 pl-3 text-sm text-rose-800 dark:bg-rose-950/40 dark:text-rose-200">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="max-w-48 truncate">{place.name}</span>
              <button
                type="button"
                aria-label={`${tm.newPlaceRemove}: ${place.name}`}
                onClick={() => onChange({ ...value, newPlaces: value.newPlaces.filter((_, j) => j !== i) })}
                className="tap-target inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-rose-100 dark:hover:bg-rose-900/50"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
