import { useLayoutEffect, useRef } from 'react';
import { Star } from 'lucide-react';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { coupleAverage, formatRating } from '../../../../shared/ikimiz-words';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';

/**
 * A place's popup on the live map, rendered into the Leaflet popup's own element (its own React
 * root: Leaflet stops clicks at the popup's edge, so React listens inside it). `onLayout`: first
 * drawn, the popup measures itself again (size, position, panning into view). Only then: Leaflet's
 * update puts the content back into the popup, which would take the focus from a button in it.
 */
export function PlacePopup({ place, onOpen, onLayout }: { place: Place; onOpen: (place: Place) => void; onLayout: () => void }) {
  const layout = useRef(onLayout);
  useLayoutEffect(() => layout.current(), []);
  const average = coupleAverage(place.ratings);
  return (
    <div data-testid="place-popup" className="w-44">
      {place.photo && <ImageWithFallback src={place.photo.thumbUrl} alt={place.name} className="mb-2 aspect-[4/3] w-full rounded-lg object-cover [&_svg]:h-6 [&_svg]:w-6" />}
      <p className="text-sm leading-snug font-semibold text-stone-900 dark:text-stone-50">{place.name}</p>
      {place.status === 'wish' && <p className="mt-0.5 text-xs font-medium text-rose-700 dark:text-rose-300">{m.statusWish}</p>}
      {average !== null && (
        <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-600 dark:text-stone-300">
          <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
          {formatRating(average)}/10
        </p>
      )}
      <button type="button" onClick={() => onOpen(place)} className="mt-2.5 w-full rounded-lg bg-rose-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-rose-700">
        {m.open}
      </button>
    </div>
  );
}
