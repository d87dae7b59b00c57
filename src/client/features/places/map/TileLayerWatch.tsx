import { useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import { useClientConfig } from '../../../lib/client-config';
import { tileFailures } from './tile-failures';

/**
 * The server's tile layer (MAP_TILE_URL with its attribution). When tiles keep failing and none
 * has ever loaded (tile-failures.ts), the map is unusable: `onFailed` lets the frame show the spec's message.
 * `onLoad`: the tiles in view have loaded (Leaflet's `load`).
 */
export function TileLayerWatch({ onFailed, onLoad }: { onFailed: () => void; onLoad?: () => void }) {
  const config = useClientConfig();
  const tiles = useRef(tileFailures()).current;
  if (!config.data) return null;
  return (
    <TileLayer
      url={config.data.map.tileUrl}
      attribution={config.data.map.attribution}
      eventHandlers={{
        load: () => onLoad?.(),
        tileload: () => tiles.loaded(),
        tileerror: () => {
          if (tiles.failed()) onFailed();
        },
      }}
    />
  );
}
