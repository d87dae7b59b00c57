import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { Star } from 'lucide-react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, placesMessages as m, type Place } from '../../../../shared/places-words';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { L } from './leaflet-setup';
import { TileLayerWatch } from './TileLayerWatch';

/** Fits the view to the markers whenever the set of places changes (not on every refetch). */
function FitBounds({ places }: { places: Place[] }) {
  const map = useMap();
  const key = places.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');
  useEffect(() => {
    if (places.length === 0) return;
    if (places.length === 1) map.setView([places[0].lat, places[0].lng], 15);
    else map.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number])), { padding: [48, 48], maxZoom: 16 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `places`
  }, [key, map]);
  return null;
}

/**
 * One place's marker and popup. Its position keeps its identity while the coordinates stay the
 * same: a new array would make react-leaflet move the marker, and the cluster group then takes it
 * out and puts it back, closing and reopening an open popup under the person's finger, on every
 * refetch (a live event, the stream reconnecting).
 */
const PlaceMarker = memo(function PlaceMarker({ place, onOpen }: { place: Place; onOpen: (place: Place) => void }) {
  const position = useMemo(() => [place.lat, place.lng] as [number, number], [place.lat, place.lng]);
  return (
    <Marker position={position} title={place.name} alt={place.name}>
      <Popup>
        <div data-testid="place-popup" className="w-44">
          {place.photo && <ImageWithFallback src={place.photo.thumbUrl} alt={place.name} className="mb-2 aspect-[4/3] w-full rounded-lg object-cover [&_svg]:h-6 [&_svg]:w-6" />}
          <p className="text-sm leading-snug font-semibold text-stone-900 dark:text-stone-50">{place.name}</p>
          {place.rating !== null && (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-600 dark:text-stone-300">
              <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              {place.rating}/10
            </p>
          )}
          <button
            type="button"
            onClick={() => onOpen(place)}
            className="mt-2.5 w-full rounded-lg bg-rose-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-rose-700"
          >
            {m.open}
          </button>
        </div>
      </Popup>
    </Marker>
  );
});

/** The map of all places (beyond the spec): one marker each, clustered when they crowd. */
export default function PlacesMap({ places, onOpen, onFailed }: { places: Place[]; onOpen: (place: Place) => void; onFailed: () => void }) {
  // The latest `onOpen` without re-rendering every marker when the page passes a new function.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const open = useCallback((place: Place) => onOpenRef.current(place), []);
  const markers = useMemo(() => places.map((place) => <PlaceMarker key={place.id} place={place} onOpen={open} />), [places, open]);

  return (
    <MapContainer
      center={[MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng]}
      zoom={MAP_DEFAULT_ZOOM}
      scrollWheelZoom
      className="isolate h-[65dvh] min-h-80 w-full overflow-hidden rounded-2xl ring-1 ring-stone-200 dark:ring-stone-800"
    >
      <TileLayerWatch onFailed={onFailed} />
      <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
        {markers}
      </MarkerClusterGroup>
      <FitBounds places={places} />
    </MapContainer>
  );
}
