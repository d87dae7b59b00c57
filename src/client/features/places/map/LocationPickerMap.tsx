import { useEffect, useRef, type RefObject } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, placesMessages } from '../../../../shared/places-words';
import './leaflet-setup';
import { TileLayerWatch } from './TileLayerWatch';

export interface Point {
  lat: number;
  lng: number;
}

function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * Brings a point chosen elsewhere (search, photo GPS) into view; a point clicked on the map is
 * already in view, and moving the map under the pointer would surprise.
 */
function FollowPoint({ point, clicked }: { point: Point | null; clicked: RefObject<Point | null> }) {
  const map = useMap();
  useEffect(() => {
    if (!point || point === clicked.current) return;
    if (!map.getBounds().pad(-0.2).contains([point.lat, point.lng])) map.setView([point.lat, point.lng], Math.max(map.getZoom(), 15));
  }, [point, clicked, map]);
  return null;
}

/** The modal's map (spec §2: centre 41.0082, 28.9784, zoom 13): a click sets the marker. */
export default function LocationPickerMap({ point, onPick, onFailed }: { point: Point | null; onPick: (point: Point) => void; onFailed: () => void }) {
  const clicked = useRef<Point | null>(null);
  return (
    <MapContainer
      center={point ? [point.lat, point.lng] : [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng]}
      zoom={point ? 15 : MAP_DEFAULT_ZOOM}
      className="isolate h-56 w-full cursor-crosshair overflow-hidden rounded-2xl ring-1 ring-stone-200 sm:h-64 dark:ring-stone-700"
    >
      <TileLayerWatch onFailed={onFailed} />
      <ClickToPick
        onPick={(p) => {
          clicked.current = p;
          onPick(p);
        }}
      />
      <FollowPoint point={point} clicked={clicked} />
      {point && <Marker position={[point.lat, point.lng]} alt={placesMessages.selectedLocation} />}
    </MapContainer>
  );
}
