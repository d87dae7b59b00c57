import { memo, useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { MapContainer, Marker, Popup, useMap, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { Star } from 'lucide-react';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { L } from './leaflet-setup';
import { CLUSTER_RADIUS, FIT, type MapView } from './map-view';
import type { MapIntent } from './StillMap';
import { TileLayerWatch } from './TileLayerWatch';
import wishIconUrl from './wish-marker.svg';

/** A 'Gideceğiz' place's pin: the still picture's (styles.css `wish-marker`), anchored as Leaflet's own. */
const wishIcon = L.icon({ iconUrl: wishIconUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowUrl: L.Icon.Default.prototype.options.shadowUrl, shadowSize: [41, 41] });
import { coupleAverage, formatRating } from '../../../../shared/ikimiz-words';

/** What this map uses of leaflet.markercluster's group (the package has no types of its own here). */
type ClusterGroup = L.FeatureGroup & { zoomToShowLayer: (layer: L.Layer, then: () => void) => void };

const keyOf = (places: Place[]) => places.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');

/**
 * Fits the view to the markers whenever the set of places changes (not on every refetch). The
 * places the map starts with are in view already: it starts where the still map was.
 */
function FitBounds({ places }: { places: Place[] }) {
  const map = useMap();
  const key = keyOf(places);
  const first = useRef<string | null>(key);
  useEffect(() => {
    if (key === first.current) return;
    first.current = null;
    if (places.length === 0) return;
    if (places.length === 1) map.setView([places[0].lat, places[0].lng], FIT.singleZoom);
    else map.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number])), { padding: [FIT.padding, FIT.padding], maxZoom: FIT.maxZoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `places`
  }, [key, map]);
  return null;
}

/**
 * Does what a touch on the still map asked for, once the markers are in their clusters: a place's
 * popup, opened where the place can be seen; a circle's places, shown as the live map's own
 * circles show theirs (zoomed in, or spread out at the last zoom); a zoom step.
 */
function FollowIntent({ intent, markers, cluster }: { intent: MapIntent | null; markers: Map<string, L.Marker>; cluster: RefObject<ClusterGroup | null> }) {
  const map = useMap();
  useEffect(() => {
    if (!intent) return;
    if (intent.kind === 'zoom') {
      map.setZoom(map.getZoom() + intent.by);
      return;
    }
    let frame = 0;
    const apply = () => {
      const marker = markers.get(intent.kind === 'open' ? intent.id : intent.ids[0]);
      const group = cluster.current;
      if (!marker || !group) return;
      // The cluster group takes its markers in over the next frames (chunked loading).
      if (!(marker as unknown as { __parent?: unknown }).__parent) {
        frame = requestAnimationFrame(apply);
        return;
      }
      group.zoomToShowLayer(marker, () => {
        if (intent.kind === 'open') marker.openPopup();
      });
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [intent, map, markers, cluster]);
  return null;
}

/** Tells the view once the live map is on the screen (under the still picture). */
function Mounted({ onLive }: { onLive: () => void }) {
  useEffect(() => onLive(), [onLive]);
  return null;
}

/**
 * One place's marker and popup. Its position keeps its identity while the coordinates stay the
 * same: a new array would make react-leaflet move the marker, and the cluster group then takes it
 * out and puts it back, closing and reopening an open popup under the person's finger, on every
 * refetch (a live event, the stream reconnecting).
 */
const PlaceMarker = memo(function PlaceMarker({ place, onOpen, markers }: { place: Place; onOpen: (place: Place) => void; markers: Map<string, L.Marker> }) {
  const position = useMemo(() => [place.lat, place.lng] as [number, number], [place.lat, place.lng]);
  const ref = useCallback(
    (marker: L.Marker | null) => {
      if (marker) markers.set(place.id, marker);
      else markers.delete(place.id);
    },
    [markers, place.id],
  );
  return (
    <Marker ref={ref} position={position} title={place.name} alt={place.status === 'wish' ? `${place.name} (${m.statusWish})` : place.name} {...(place.status === 'wish' && { icon: wishIcon })}>
      <Popup>
        <div data-testid="place-popup" className="w-44">
          {place.photo && <ImageWithFallback src={place.photo.thumbUrl} alt={place.name} className="mb-2 aspect-[4/3] w-full rounded-lg object-cover [&_svg]:h-6 [&_svg]:w-6" />}
          <p className="text-sm leading-snug font-semibold text-stone-900 dark:text-stone-50">{place.name}</p>
          {place.status === 'wish' && <p className="mt-0.5 text-xs font-medium text-rose-700 dark:text-rose-300">{m.statusWish}</p>}
          {coupleAverage(place.ratings) !== null && (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-600 dark:text-stone-300">
              <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              {formatRating(coupleAverage(place.ratings)!)}/10
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

type Props = {
  places: Place[];
  /** Where the still map shows the places: the live map starts there, so nothing moves. */
  start: MapView;
  intent: MapIntent | null;
  onOpen: (place: Place) => void;
  onFailed: () => void;
  onLive: () => void;
  /** The tiles in view have loaded. */
  onShown: () => void;
};

/** The live map of all places (beyond the spec): one marker each, clustered when they crowd. */
export default function PlacesMap({ places, start, intent, onOpen, onFailed, onLive, onShown }: Props) {
  // The latest `onOpen` without re-rendering every marker when the page passes a new function.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const open = useCallback((place: Place) => onOpenRef.current(place), []);
  const markers = useMemo(() => new Map<string, L.Marker>(), []);
  const cluster = useRef<ClusterGroup>(null);
  const drawn = useMemo(() => places.map((place) => <PlaceMarker key={place.id} place={place} onOpen={open} markers={markers} />), [places, open, markers]);

  return (
    <MapContainer center={[start.center.lat, start.center.lng]} zoom={start.zoom} zoomControl={false} scrollWheelZoom className="h-full w-full">
      <ZoomControl position="topleft" zoomInTitle={m.zoomIn} zoomOutTitle={m.zoomOut} />
      <TileLayerWatch onFailed={onFailed} onLoad={onShown} />
      <MarkerClusterGroup ref={cluster} chunkedLoading showCoverageOnHover={false} maxClusterRadius={CLUSTER_RADIUS}>
        {drawn}
      </MarkerClusterGroup>
      <FitBounds places={places} />
      <FollowIntent intent={intent} markers={markers} cluster={cluster} />
      <Mounted onLive={onLive} />
    </MapContainer>
  );
}
