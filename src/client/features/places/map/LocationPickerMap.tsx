import { useEffect, useRef, useState } from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '../../../../shared/places-words';
import { placesFormMessages } from '../../../../shared/places-form-words';
import { L } from './leaflet-setup';
import { useLatest, useLeafletMap } from '../../../lib/use-leaflet-map';
import { useTileWatch } from './use-tile-watch';

export interface Point {
  lat: number;
  lng: number;
}

/** The modal's map (spec §2: centre 41.0082, 28.9784, zoom 13): a click sets the marker. */
export default function LocationPickerMap({ point, onPick, onFailed }: { point: Point | null; onPick: (point: Point) => void; onFailed: () => void }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useLeafletMap(container, {
    center: point ? [point.lat, point.lng] : [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng],
    zoom: point ? 15 : MAP_DEFAULT_ZOOM,
  });
  useTileWatch(map, { onFailed });
  const clicked = useRef<Point | null>(null);
  const pick = useLatest(onPick);

  useEffect(() => {
    if (!map) return;
    const onClick = (e: L.LeafletMouseEvent) => {
      const p = { lat: e.latlng.lat, lng: e.latlng.lng };
      clicked.current = p;
      pick.current(p);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, pick]);

  // Brings a point chosen elsewhere (search, photo GPS) into view; a point clicked on the map is
  // already in view, and moving the map under the pointer would surprise.
  useEffect(() => {
    if (!map || !point || point === clicked.current) return;
    if (!map.getBounds().pad(-0.2).contains([point.lat, point.lng])) map.setView([point.lat, point.lng], Math.max(map.getZoom(), 15));
  }, [point, map]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = L.marker([lat, lng], { alt: placesFormMessages.selectedLocation }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, lat, lng]);

  return <div ref={setContainer} className="isolate h-56 w-full cursor-crosshair overflow-hidden rounded-2xl ring-1 ring-stone-200 sm:h-64 dark:ring-stone-700" />;
}
