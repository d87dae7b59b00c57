import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import type { Place } from '../../../../shared/places-words';
import { useClientConfig } from '../../../lib/client-config';
import { fitPlaces, shownMiddle, type Point, type Size } from './map-view';
import { StillMap, type MapIntent } from './StillMap';
import { MapLegend } from './MapLegend';

// The page's openingImages reads these from this module, loaded by then (no chunk of their own to wait for).
export { expectedBoxSize, expectedBoxTop, openingTiles } from './opening-tile';

// Leaflet and the clustering code load when the person reaches for the map (decision 021).
const PlacesMap = lazyPart(() => import('./PlacesMap').then((m) => m.default));

/**
 * The map box's size, measured before it is painted and again when it changes size, and the
 * middle of the part of it on the screen then (shownMiddle): the first tile asked for is the one
 * nearest it.
 */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ size: Size; first: Point } | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const size = { width: box.clientWidth, height: box.clientHeight };
      const first = shownMiddle(size, box.getBoundingClientRect().top, window.innerHeight);
      setMeasured((last) =>
        last && last.size.width === size.width && last.size.height === size.height && last.first.x === first.x && last.first.y === first.y
          ? last
          : { size, first },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, measured?.size ?? null, measured?.first ?? null] as const;
}

type Props = { places: Place[]; onOpen: (place: Place) => void; onFailed: () => void };

/**
 * The places on a map: first the still picture (StillMap), then the live Leaflet map as soon as
 * the person reaches for it — a pointer over it or on it, a wheel, a focus — drawn under the
 * picture at the very same view. The picture's places and controls step aside once the live map
 * is there and no press that began on them is going on (that press ends where it began), its
 * tiles once the live tiles have loaded; what a press asked for (a place's popup, a circle's
 * places, a zoom) the live map does. Shown inside MapFrame, which waits for the tile address.
 */
export function PlacesMapView({ places, onOpen, onFailed }: Props) {
  const config = useClientConfig().data;
  const [box, size, first] = useBoxSize();
  const [awake, setAwake] = useState(false);
  const [live, setLive] = useState(false);
  const [shown, setShown] = useState(false);
  const [holding, setHolding] = useState(false);
  const [intent, setIntent] = useState<MapIntent | null>(null);
  // The still picture follows the places (a search); the live map starts where it was and then
  // fits the places itself.
  const view = useMemo(() => (size ? fitPlaces(places, size) : null), [places, size]);
  const [start, setStart] = useState(view);
  if (!live && view !== start) setStart(view);

  const wake = useCallback(() => setAwake(true), []);
  const ask = useCallback((next: MapIntent) => {
    setAwake(true);
    setIntent(next);
  }, []);
  const onLive = useCallback(() => setLive(true), []);
  const onShown = useCallback(() => setShown(true), []);
  const stillControls = !live || holding;

  const press = (e: PointerEvent) => {
    wake();
    if (live || !e.isPrimary) return;
    setHolding(true);
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // The click that ends the press comes right after its pointerup: the picture stays for it.
      setTimeout(() => setHolding(false), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  // A keyboard on one of the picture's controls goes on in the live map when the picture steps aside.
  const stillFocused = useRef(false);
  useLayoutEffect(() => {
    if (stillControls || !stillFocused.current) return;
    stillFocused.current = false;
    // Without scrolling: the map's box may reach below the screen (the tabs and the filter above it), and the focus stays where the person was.
    box.current?.querySelector<HTMLElement>('.leaflet-container')?.focus({ preventScroll: true });
  }, [stillControls, box]);

  return (
    <div
      ref={box}
      data-testid="places-map"
      data-live={live || undefined}
      onPointerEnter={wake}
      onPointerDown={press}
      onWheel={wake}
      onFocus={(e) => {
        wake();
        stillFocused.current = e.target instanceof HTMLElement && e.target.closest('[data-testid="still-controls"]') !== null;
      }}
      className="places-map-box relative isolate h-[65dvh] min-h-80 w-full overflow-hidden rounded-2xl bg-[#f5f5f4] ring-1 ring-stone-200 dark:bg-[#1c1917] dark:ring-stone-800"
    >
      {config && size && first && start && (!shown || stillControls) && (
        <StillMap
          places={places}
          view={start}
          size={size}
          first={first}
          tileUrl={config.map.tileUrl}
          attribution={config.map.attribution}
          tiles={!shown}
          controls={stillControls}
          quiet={live}
          onIntent={ask}
          onFailed={onFailed}
        />
      )}
      {places.some((p) => p.status === 'wish') && <MapLegend />}
      {awake && start && (
        <Suspense fallback={null}>
          <div className="absolute inset-0 z-0">
            <PlacesMap places={places} start={start} intent={intent} onOpen={onOpen} onFailed={onFailed} onLive={onLive} onShown={onShown} />
          </div>
        </Suspense>
      )}
    </div>
  );
}
