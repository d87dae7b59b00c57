import { fitPlaces, shownMiddle, tilesInView, type LatLng, type Size } from './map-view';

/*
 * What the map view's first tile will be, worked out before React has drawn anything
 * (PlacesPage's openingImages preloads it while the page draws; decision 021): from the window's
 * size and the layout's margins, not from the drawn box.
 */

/**
 * The map box's size before anything is drawn, from the window and the layout's margins
 * (AppLayout's `main`: px-4, sm:px-6, lg: the side menu's 18 rem and pr-8, at most max-w-7xl; the
 * box's h-[65dvh] min-h-80). e2e/places-map.spec.ts compares it with the drawn box at a phone's,
 * a tablet's and a laptop's width.
 */
export function expectedBoxSize(win: Pick<Window, 'innerHeight' | 'matchMedia'> & { document: { documentElement: { clientWidth: number } } } = window): Size {
  const width = win.document.documentElement.clientWidth;
  const inner = win.matchMedia('(min-width: 64rem)').matches
    ? Math.min(width - 288 - 32, 1280)
    : win.matchMedia('(min-width: 40rem)').matches
      ? width - 48
      : width - 32;
  return { width: inner, height: Math.max(320, Math.round(win.innerHeight * 0.65)) };
}

/**
 * Where the box's top edge will be on the screen, from the layout above it (the top bar below
 * 64 rem, the page's title, its tabs, the search, the filter and the view switch, which wrap onto
 * two rows on a phone), as measured at 360, 412, 768 and 1280 px. An estimate: openingTiles asks
 * for the other tile too when 24 px more or less would change it.
 */
export function expectedBoxTop(win: Pick<Window, 'matchMedia'> = window): number {
  return win.matchMedia('(min-width: 64rem)').matches ? 262.5 : win.matchMedia('(min-width: 40rem)').matches ? 314.5 : 362.5;
}

/** At most this many tiles are asked for before the page draws: the first one's candidates. */
const MAX_OPENING_TILES = 2;

/**
 * The tiles to ask for before the page draws: the first tile the still picture will ask for (the
 * one nearest the middle of what shows of the box), for places and a box of about this size and
 * top on a screen this high — and, where a few pixels more or less (a scrollbar, a phone's bars,
 * the layout above a line higher or lower) would make another tile the first, that one too, first
 * the likelier. Only tiles the picture draws either way (the same zoom, inside the box): a guess
 * never costs a tile nobody sees. None where the candidates are more than two or the zoom itself
 * would change.
 */
export function openingTiles(places: readonly LatLng[], tileUrl: string, size: Size, retina: boolean, screen: { height: number; top: number }): string[] {
  const first = (s: Size, top: number) => tilesInView(tileUrl, fitPlaces(places, s), s, retina, shownMiddle(s, top, screen.height))[0]?.url;
  const drawn = new Set(tilesInView(tileUrl, fitPlaces(places, size), size, retina).map((t) => t.url));
  const candidates = [
    first(size, screen.top),
    ...[-16, 16].flatMap((d) => [
      first({ width: size.width + d, height: size.height }, screen.top),
      first({ width: size.width, height: size.height + d }, screen.top),
    ]),
    ...[-24, 24].map((d) => first(size, screen.top + d)),
  ];
  const tiles = [...new Set(candidates)];
  return tiles.length <= MAX_OPENING_TILES && tiles.every((t) => t !== undefined && drawn.has(t)) ? (tiles as string[]) : [];
}
