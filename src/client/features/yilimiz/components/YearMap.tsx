import { useEffect, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import '../../../lib/leaflet-words';
import type { PlacePoint } from '../../../../shared/yilimiz';
import L from 'leaflet';
import { useLeafletMap, useTileLayer } from '../../../lib/use-leaflet-map';

/**
 * The year's places on a map: circles instead of marker images (nothing for Vite to move), the
 * first and the farthest in a deeper colour. Loaded only with this section (React.lazy), so no
 * other page carries Leaflet for it.
 */
export default function YearMap({ points, highlight }: { points: PlacePoint[]; highlight: string[] }) {
  // The section passes a new array on each render: the circles follow its contents.
  const strongIds = highlight.join(' ');
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useLeafletMap(container, { center: [points[0].lat, points[0].lng], zoom: 6, zoomControl: false, scrollWheelZoom: false });
  useTileLayer(map);

  useEffect(() => {
    if (!map) return;
    const circles = points.map((p) => {
      const strong = strongIds.split(' ').includes(p.id);
      // The name as text, never as markup: it is the couple's own words.
      const name = document.createElement('span');
      name.textContent = p.name;
      return L.circleMarker([p.lat, p.lng], { radius: strong ? 9 : 6, color: strong ? '#be123c' : '#fb7185', fillOpacity: 0.7, weight: 2 })
        .bindTooltip(name)
        .addTo(map);
    });
    if (points.length === 1) map.setView([points[0].lat, points[0].lng], 11);
    else if (points.length > 1) map.fitBounds(points.map((p) => [p.lat, p.lng] as [number, number]), { padding: [24, 24] });
    return () => {
      for (const circle of circles) circle.remove();
    };
  }, [map, points, strongIds]);

  return <div ref={setContainer} className="isolate h-72 w-full overflow-hidden rounded-2xl ring-1 ring-stone-200 dark:ring-stone-800" />;
}
