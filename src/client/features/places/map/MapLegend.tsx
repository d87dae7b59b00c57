import { placesMessages as m } from '../../../../shared/places-words';

/**
 * What the two pins mean (issue 37): drawn by the map view over the still picture and the live
 * map alike, so it stays put when one takes the other's place. Only where there is a wish to tell
 * apart. It lets presses through to the map under it.
 */
// The pins at three fifths of their size (the utilities' shorthand sets 25×41 px).
const pin = { backgroundSize: '15px 25px' };

export function MapLegend() {
  return (
    <ul
      aria-label={m.legend}
      data-testid="map-legend"
      className="pointer-events-none absolute bottom-6 left-2.5 z-20 space-y-1 rounded-xl bg-white/95 px-2.5 py-2 text-xs font-medium text-stone-700 shadow-sm ring-1 ring-stone-200/80 dark:bg-stone-900/90 dark:text-stone-200 dark:ring-stone-700"
    >
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="still-marker inline-block h-[25px] w-[15px]" style={pin} />
        {m.statusVisited}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="wish-marker inline-block h-[25px] w-[15px]" style={pin} />
        {m.statusWish}
      </li>
    </ul>
  );
}
