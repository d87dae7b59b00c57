import { useLayoutEffect, useRef, useState } from 'react';
import { tripsMessages as tm, type TripStop } from '../../../../../shared/trips-words';
import { useClientConfig } from '../../../../lib/client-config';
import { fitPlaces, pixelOrigin, pointInView, tilesInView, TILE_SIZE, type Size } from '../../map/map-view';

/** The box's size, measured before paint and again when it changes. */
function useBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setSize((last) => (last?.width === box.clientWidth && last.height === box.clientHeight ? last : { width: box.clientWidth, height: box.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/**
 * The trip's route as a picture (issue 37): the map tiles as images (the still map's arithmetic,
 * map-view.ts, decision 021), the stops joined in visit order and numbered. No map library: the
 * story shows where they went; the places page has the live map. The stops' names are the list
 * beside it; the picture itself is described as a whole.
 */
export function RouteMap({ stops }: { stops: TripStop[] }) {
  const config = useClientConfig().data;
  const [box, size] = useBox();
  const view = size ? fitPlaces(stops, size) : null;
  const origin = view && size ? pixelOrigin(view, size) : null;
  const points = view && origin ? stops.map((s) => pointInView(s, view, origin)) : [];
  return (
    <div
      ref={box}
      data-testid="route-map"
      className="relative isolate h-72 w-full overflow-hidden rounded-2xl bg-[#f5f5f4] ring-1 ring-stone-200 sm:h-96 dark:bg-[#1c1917] dark:ring-stone-800"
    >
      {config && view && size && (
        <>
          <div role="img" aria-label={`${tm.route}: ${stops.map((s) => s.name).join(' → ')}`} className="pointer-events-none absolute inset-0 dark:brightness-[0.72] dark:contrast-[1.08] dark:saturate-[0.85]">
            {tilesInView(config.map.tileUrl, view, size, window.devicePixelRatio > 1).map((tile) => (
              <img key={tile.key} src={tile.url} alt="" width={TILE_SIZE} height={TILE_SIZE} loading="lazy" draggable={false} className="absolute max-w-none select-none" style={{ left: tile.left, top: tile.top, width: TILE_SIZE, height: TILE_SIZE }} />
            ))}
          </div>
          <svg aria-hidden="true" className="pointer-events-none absolute inset-0 h-full w-full" viewBox={`0 0 ${size.width} ${size.height}`}>
            <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#e11d48" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" strokeDasharray="1 9" />
            <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#e11d48" strokeOpacity={0.35} strokeWidth={4} strokeLinejoin="round" />
            {points.map((p, i) => (
              <g key={stops[i].id} data-testid="route-stop">
                <circle cx={p.x} cy={p.y} r={13} fill="#e11d48" stroke="#fff" strokeWidth={3} />
                <text x={p.x} y={p.y + 4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff">
                  {i + 1}
                </text>
              </g>
            ))}
          </svg>
          <div
            className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-xs leading-snug text-[#333] dark:bg-stone-900/80 dark:text-stone-400 [&_a]:text-[#0078a8] [&_a]:underline dark:[&_a]:text-rose-300"
            // The server's own attribution (shared/client-config.ts), as the places map shows it.
            dangerouslySetInnerHTML={{ __html: config.map.attribution }}
          />
        </>
      )}
    </div>
  );
}
