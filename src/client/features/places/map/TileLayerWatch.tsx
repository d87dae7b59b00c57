import { useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import { useClientConfig } from '../../../lib/client-config';

/**
 * The server's tile layer (MAP_TILE_URL with its attribution). When tiles keep failing and none
 * has ever loaded, the map is unusable: `onFailed` lets the frame show the spec's message.
 * `onLoad`: the tiles in view have loaded (Leaflet's `load`).
 */
export function TileLayerWatch({ onFailed, onLoad }: { onFailed: () => void; onLoad?: () => void }) {
  const config = useClientConfig();
  const counts = useRef({ loaded: 0, failed: 0 });
  if (!config.data) return null;
  return (
    <TileLayer
      url={config.data.map.tileUrl}
      attribution={config.data.map.attribution}
      eventHandlers={{
        load: () => onLoad?.(),
        tileload: () => {
          counts.current.loaded += 1;
        },
        tileerror: () => {
          counts.current.failed += 1;
          if (counts.current.loaded === 0 && counts.current.failed >= 2) onFailed();
        },
      }}
    />
  );
}
