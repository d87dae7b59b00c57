import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import '../../../lib/leaflet-words';
import type { PlacePoint } from '../../../../shared/yilimiz';
import { useClientConfig } from '../../../lib/client-config';

function Fit({ points }: { points: PlacePoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1) map.setView([points[0].lat, points[0].lng], 11);
    else if (points.length > 1) map.fitBounds(points.map((p) => [p.lat, p.lng] as [number, number]), { padding: [24, 24] });
  }, [map, points]);
  return null;
}

/**
 * The year's places on a map: circles instead of marker images (nothing for Vite to move), the
 * first and the farthest in a deeper colour. Loaded only with this section (React.lazy), so no
 * other page carries Leaflet for it.
 */
export default function YearMap({ points, highlight }: { points: PlacePoint[]; highlight: string[] }) {
  const config = useClientConfig().data;
  return (
    <MapContainer center={[points[0].lat, points[0].lng]} zoom={6} zoomControl={false} scrollWheelZoom={false} className="isolate h-72 w-full overflow-hidden rounded-2xl ring-1 ring-stone-200 dark:ring-stone-800">
      {config && <TileLayer url={config.map.tileUrl} attribution={config.map.attribution} />}
      {points.map((p) => {
        const strong = highlight.includes(p.id);
        return (
          <CircleMarker key={p.id} center={[p.lat, p.lng]} radius={strong ? 9 : 6} pathOptions={{ color: strong ? '#be123c' : '#fb7185', fillOpacity: 0.7, weight: 2 }}>
            <Tooltip>{p.name}</Tooltip>
          </CircleMarker>
        );
      })}
      <Fit points={points} />
    </MapContainer>
  );
}
