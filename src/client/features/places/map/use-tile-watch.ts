import { useRef } from 'react';
import type L from 'leaflet';
import { useTileLayer } from '../../../lib/use-leaflet-map';
import { tileFailures } from './tile-failures';

/**
 * The server's tile layer, watched: when tiles keep failing and none has ever loaded
 * (tile-failures.ts), the map is unusable and `onFailed` lets the frame (MapFrame) show the
 * spec's message. `onLoad`: the tiles in view have loaded (Leaflet's `load`).
 */
export function useTileWatch(map: L.Map | null, { onFailed, onLoad }: { onFailed: () => void; onLoad?: () => void }) {
  const tiles = useRef(tileFailures()).current;
  useTileLayer(map, {
    load: () => onLoad?.(),
    tileload: () => tiles.loaded(),
    tileerror: () => {
      if (tiles.failed()) onFailed();
    },
  });
}
