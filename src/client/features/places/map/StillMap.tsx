import { memo, useEffect, useRef, useState } from 'react';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { cn } from '../../../ui/cn';
import { tileFailures } from './tile-failures';
import { groupNearby, pixelOrigin, pointInView, tilesInView, TILE_SIZE, type MapView, type Point, type Size } from './map-view';

/** What a touch on the still map asks of the live one when it has come. */
export type MapIntent = { kind: 'open'; id: string } | { kind: 'fit'; ids: string[] } | { kind: 'zoom'; by: 1 | -1 };

type Props = {
  places: Place[];
  view: MapView;
  size: Size;
  /** The middle of what shows of the box (shownMiddle): the tile nearest it is asked for first. */
  first: Point;
  tileUrl: string;
  attribution: string;
  /** Draw the tiles (false once the live map's have loaded). */
  tiles: boolean;
  /** Draw the places and the controls (false once the live map draws its own). */
  controls: boolean;
  /** Hide them from assistive technology: the live map is there already, under a held finger. */
  quiet: boolean;
  onIntent: (intent: MapIntent) => void;
  onFailed: () => void;
};

// leaflet.markercluster's default colours (MarkerCluster.Default.css), by the number of places.
const clusterColours = (count: number) =>
  count < 10
    ? ['rgb(181 226 140 / 0.6)', 'rgb(110 204 57 / 0.6)']
    : count < 100
      ? ['rgb(241 211 87 / 0.6)', 'rgb(240 194 12 / 0.6)']
      : ['rgb(253 156 115 / 0.6)', 'rgb(241 128 23 / 0.6)'];

const zoomButton =
  'flex h-11 w-11 items-center justify-center bg-white font-mono text-[22px] leading-none font-bold text-black hover:bg-stone-100 dark:bg-stone-800 dark:text-stone-50';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-rose-500';

/**
 * The places map as a picture (decision 021): the tiles as plain images and the places as
 * buttons, exactly where Leaflet will draw them (map-view.ts), so the map shows as soon as the
 * places and the tile address are here, without Leaflet's code and its start-up work. Every
 * control does what the live map's does — a place opens its popup, a circle shows its places,
 * + and − zoom — once the live map (PlacesMap) has come, which any touch, hover or focus sends for.
 */
export const StillMap = memo(function StillMap({
  places,
  view,
  size,
  first,
  tileUrl,
  attribution,
  tiles: drawTiles,
  controls,
  quiet,
  onIntent,
  onFailed,
}: Props) {
  const retina = typeof window !== 'undefined' && window.devicePixelRatio > 1;
  const tiles = tilesInView(tileUrl, view, size, retina, first);
  const origin = pixelOrigin(view, size);
  const groups = groupNearby(places, (place) => pointInView(place, view, origin))
    .filter(({ at }) => at.x > -50 && at.y > -50 && at.x < size.width + 50 && at.y < size.height + 50)
    .sort((a, b) => a.at.y - b.at.y);
  // A map none of whose tiles load is no map (tile-failures.ts).
  const failures = useRef(tileFailures()).current;
  // The first tile (nearest the middle of what shows) alone: it shows where the places are, and on a slow connection it is on
  // the screen in a fraction of the time the whole grid takes (six tiles share the line and arrive
  // together); the others are asked for once it is painted, or after a second whatever happens.
  const [middleDone, setMiddleDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMiddleDone(true), 1000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {drawTiles && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 dark:brightness-[0.72] dark:contrast-[1.08] dark:saturate-[0.85]">
          {(middleDone ? tiles : tiles.slice(0, 1)).map((tile, i) => (
            <img
              key={tile.key}
              src={tile.url}
              alt=""
              width={TILE_SIZE}
              height={TILE_SIZE}
              draggable={false}
              fetchPriority={i === 0 ? 'high' : undefined}
              data-testid="still-tile"
              onLoad={(e) => {
                failures.loaded();
                e.currentTarget.dataset.loaded = 'true';
                if (i === 0) {
                  // The others once the frame that shows it has been painted: asked for in that
                  // frame, their drawing would hold its paint back.
                  void e.currentTarget
                    .decode()
                    .catch(() => undefined)
                    .then(() => requestAnimationFrame(() => setTimeout(() => setMiddleDone(true), 0)));
                }
              }}
              onError={() => {
                setMiddleDone(true);
                if (failures.failed()) onFailed();
              }}
              className="absolute max-w-none select-none"
              style={{ left: tile.left, top: tile.top, width: TILE_SIZE, height: TILE_SIZE }}
            />
          ))}
        </div>
      )}
      {controls && (
        // Over the live map (z-10 above its stacking context) while a press that began here goes on.
        <div aria-hidden={quiet || undefined} data-testid="still-controls" className="absolute inset-0 z-10">
          {groups.map(({ members, at }) =>
            members.length === 1 ? (
              <button
                key={members[0].id}
                type="button"
                aria-label={members[0].status === 'wish' ? `${members[0].name} (${m.statusWish})` : members[0].name}
                title={members[0].name}
                onClick={() => onIntent({ kind: 'open', id: members[0].id })}
                className={cn('absolute h-12 w-11', focusRing)}
                style={{ left: at.x - 22, top: at.y - 44 }}
              >
                {/* Leaflet's marker shadow, drawn rather than loaded. */}
                <span aria-hidden="true" className="absolute top-[37px] left-[17px] h-[9px] w-[22px] -skew-x-[40deg] rounded-[50%] bg-black/25 blur-[2px]" />
                <span
                  aria-hidden="true"
                  data-testid="still-marker"
                  data-status={members[0].status}
                  className={cn(members[0].status === 'wish' ? 'wish-marker' : 'still-marker', 'absolute top-[3px] left-[10px] h-[41px] w-[25px]')}
                />
              </button>
            ) : (
              <button
                key={members.map((p) => p.id).join(',')}
                type="button"
                aria-label={m.together(members.length)}
                onClick={() => onIntent({ kind: 'fit', ids: members.map((p) => p.id) })}
                className={cn('absolute flex h-11 w-11 items-center justify-center rounded-full', focusRing)}
                style={{ left: at.x - 22, top: at.y - 22 }}
              >
                <span className="flex h-10 w-10 items-center justify-center rounded-full" style={{ background: clusterColours(members.length)[0] }}>
                  <span
                    className="flex h-[30px] w-[30px] items-center justify-center rounded-full text-xs text-black"
                    style={{ background: clusterColours(members.length)[1] }}
                  >
                    {members.length}
                  </span>
                </span>
              </button>
            ),
          )}
          <div className="absolute top-2.5 left-2.5 flex flex-col overflow-hidden rounded border-2 border-black/20 bg-clip-padding">
            <button
              type="button"
              aria-label={m.zoomIn}
              title={m.zoomIn}
              onClick={() => onIntent({ kind: 'zoom', by: 1 })}
              className={cn(zoomButton, 'border-b border-stone-300 dark:border-stone-700', focusRing)}
            >
              +
            </button>
            <button
              type="button"
              aria-label={m.zoomOut}
              title={m.zoomOut}
              onClick={() => onIntent({ kind: 'zoom', by: -1 })}
              className={cn(zoomButton, focusRing)}
            >
              −
            </button>
          </div>
          <div
            className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-xs leading-snug text-[#333] dark:bg-stone-900/80 dark:text-stone-400 [&_a]:text-[#0078a8] [&_a]:underline dark:[&_a]:text-rose-300"
            // The server's own attribution (shared/client-config.ts), as Leaflet shows it.
            dangerouslySetInnerHTML={{ __html: attribution }}
          />
        </div>
      )}
    </>
  );
});
