import { useEffect, useRef, useState, type RefObject } from 'react';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { useLeafletMap } from '../../../lib/use-leaflet-map';
import { L } from './leaflet-setup';
import { FIT, type MapView } from './map-view';
import type { MapIntent } from './StillMap';
import { usePlaceMarkers, type ClusterGroup } from './use-place-markers';
import { useTileWatch } from './use-tile-watch';

const keyOf = (places: Place[]) => places.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');

/**
 * Fits the view to the markers whenever the set of places changes (not on every refetch). The
 * places the map starts with are in view already: it starts where the still map was.
 */
function useFitBounds(map: L.Map | null, places: Place[]) {
  const key = keyOf(places);
  const first = useRef<string | null>(key);
  useEffect(() => {
    if (!map || key === first.current) return;
    first.current = null;
    if (places.length === 0) return;
    if (places.length === 1) map.setView([places[0].lat, places[0].lng], FIT.singleZoom);
    else map.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number])), { padding: [FIT.padding, FIT.padding], maxZoom: FIT.maxZoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `places`
  }, [key, map]);
}

/**
 * Does what a touch on the still map asked for, once the markers are in their clusters: a place's
 * popup, opened where the place can be seen; a circle's places, shown as the live map's own
 * circles show theirs (zoomed in, or spread out at the last zoom); a zoom step.
 */
function useFollowIntent(map: L.Map | null, intent: MapIntent | null, markers: RefObject<Map<string, { marker: L.Marker }>>, cluster: RefObject<ClusterGroup | null>) {
  useEffect(() => {
    if (!map || !intent) return;
    if (intent.kind === 'zoom') {
      map.setZoom(map.getZoom() + intent.by);
      return;
    }
    let frame = 0;
    const apply = () => {
      const marker = markers.current.get(intent.kind === 'open' ? intent.id : intent.ids[0])?.marker;
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
}

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
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useLeafletMap(container, { center: [start.center.lat, start.center.lng], zoom: start.zoom, zoomControl: false, scrollWheelZoom: true });
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ position: 'topleft', zoomInTitle: m.zoomIn, zoomOutTitle: m.zoomOut }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map]);
  useTileWatch(map, { onFailed, onLoad: onShown });
  const { cluster, markers } = usePlaceMarkers(map, places, onOpen);
  useFitBounds(map, places);
  useFollowIntent(map, intent, markers, cluster);
  // Tells the view once the live map is on the screen (under the still picture).
  useEffect(() => {
    if (map) onLive();
  }, [map, onLive]);
  return <div ref={setContainer} className="h-full w-full" />;
}
