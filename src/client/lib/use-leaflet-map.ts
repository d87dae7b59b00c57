import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { useClientConfig } from './client-config';

/**
 * A Leaflet map in `container`, made once the element is there and removed when the component
 * goes (React's StrictMode mounts twice: the first map is removed before the second is made, so
 * none is left behind). The options are read once, as a map's starting view is. Imported only by
 * lazily loaded map modules, so Leaflet never weighs on a page's first load.
 */
export function useLeafletMap(container: HTMLElement | null, options: L.MapOptions): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  const start = useRef(options);
  useEffect(() => {
    if (!container) return;
    const made = L.map(container, start.current);
    setMap(made);
    return () => {
      made.remove();
      setMap(null);
    };
  }, [container]);
  return map;
}

/** The latest value of a callback, for Leaflet handlers bound once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export type TileEvents = { load?: () => void; tileload?: () => void; tileerror?: () => void };

/** The server's tile layer (MAP_TILE_URL with its attribution) on `map`, telling `events` what its tiles do. */
export function useTileLayer(map: L.Map | null, events: TileEvents = {}) {
  const config = useClientConfig().data;
  const latest = useLatest(events);
  const url = config?.map.tileUrl;
  const attribution = config?.map.attribution;
  useEffect(() => {
    if (!map || url === undefined) return;
    const layer = L.tileLayer(url, { attribution })
      .on('load', () => latest.current.load?.())
      .on('tileload', () => latest.current.tileload?.())
      .on('tileerror', () => latest.current.tileerror?.())
      .addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution, latest]);
}
