import { describe, expect, it } from 'vitest';
import { fitPlaces, shownMiddle, tilesInView, TILE_SIZE, type Size } from './map-view';
import { expectedBoxSize, openingTiles } from './opening-tile';

const TILES = 'https://tiles.example.com/{z}/{x}/{y}{r}.png';
const istanbul = [
  { lat: 41.0256, lng: 28.9741 },
  { lat: 40.9814, lng: 29.0253 },
];
const turkey = [
  { lat: 36.2, lng: 26.1 },
  { lat: 41.9, lng: 44.6 },
];
// A box wholly on a tall screen: what shows is all of it.
const whole = { height: 2000, top: 100 };
const firstAt = (size: Size, screen = whole, places = istanbul) =>
  tilesInView(TILES, fitPlaces(places, size), size, true, shownMiddle(size, screen.top, screen.height))[0].url;

/** How much of a tile is on the screen: inside the box and above the screen's bottom edge. */
const shownArea = (tile: { left: number; top: number }, size: Size, screen: { height: number; top: number }) => {
  const w = Math.min(tile.left + TILE_SIZE, size.width) - Math.max(tile.left, 0);
  const h = Math.min(tile.top + TILE_SIZE, size.height, screen.height - screen.top) - Math.max(tile.top, 0);
  return Math.max(w, 0) * Math.max(h, 0);
};

describe('the first tile', () => {
  it('is the one with the largest area on the screen, also when the box reaches below the screen (a phone: the largest paint)', () => {
    for (const [size, screen] of [
      [
        { width: 380, height: 535 },
        { height: 823, top: 362.5 },
      ],
      [
        { width: 328, height: 481 },
        { height: 740, top: 362.5 },
      ],
      [
        { width: 328, height: 416 },
        { height: 640, top: 362.5 },
      ],
      [
        { width: 720, height: 666 },
        { height: 1024, top: 314.5 },
      ],
    ] as const) {
      const tiles = tilesInView(TILES, fitPlaces(turkey, size), size, true, shownMiddle(size, screen.top, screen.height));
      const largest = Math.max(...tiles.map((t) => shownArea(t, size, screen)));
      expect(shownArea(tiles[0], size, screen), `${size.width}×${size.height}`).toBe(largest);
    }
  });

  it('is nearest the box’s middle when all of the box shows', () => {
    expect(shownMiddle({ width: 380, height: 535 }, 100, 2000)).toEqual({ x: 190, y: 267.5 });
    expect(shownMiddle({ width: 380, height: 535 }, 362.5, 823)).toEqual({ x: 190, y: 230.25 });
  });
});

describe('openingTiles', () => {
  const drawnAt = (size: Size, places = istanbul) => tilesInView(TILES, fitPlaces(places, size), size, true).map((t) => t.url);

  it('is the first tile the still picture asks for', () => {
    const size = { width: 328, height: 481 };
    expect(openingTiles(istanbul, TILES, size, true, whole)).toEqual([firstAt(size)]);
    expect(openingTiles(istanbul, TILES, size, true, whole)[0]).toMatch(/@2x\.png$/);
  });

  it('is none where a few pixels more or less would change the zoom: a tile of another zoom is never drawn', () => {
    // A width at which the fitted zoom (hence the first tile) changes within ±16 px.
    const edge = Array.from({ length: 1200 }, (_, i) => 200 + i).find(
      (w) => fitPlaces(istanbul, { width: w - 16, height: 535 }).zoom !== fitPlaces(istanbul, { width: w + 16, height: 535 }).zoom,
    );
    expect(edge).toBeDefined();
    expect(openingTiles(istanbul, TILES, { width: edge!, height: 535 }, true, whole)).toEqual([]);
  });

  it('is both tiles, the likelier first, where the layout above the box a little higher or lower would make the other first (Lighthouse’s phone); each is drawn either way', () => {
    const size = { width: 380, height: 535 };
    const top = Array.from({ length: 400 }, (_, i) => 100 + i).find(
      (t) => firstAt(size, { height: 823, top: t - 24 }, turkey) !== firstAt(size, { height: 823, top: t + 24 }, turkey),
    );
    expect(top).toBeDefined();
    const tiles = openingTiles(turkey, TILES, size, true, { height: 823, top: top! });
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toBe(firstAt(size, { height: 823, top: top! }, turkey));
    expect(tiles).toContain(firstAt(size, { height: 823, top: top! - 24 }, turkey));
    expect(tiles).toContain(firstAt(size, { height: 823, top: top! + 24 }, turkey));
    for (const tile of tiles) expect(drawnAt(size, turkey)).toContain(tile);
    // Far from such an edge, the one tile.
    expect(openingTiles(turkey, TILES, size, true, { height: 823, top: top! - 120 })).toEqual([firstAt(size, { height: 823, top: top! - 120 }, turkey)]);
  });

  it('never names a tile the picture does not draw, nor more than two, at any phone, tablet or laptop size', () => {
    for (let width = 300; width <= 1300; width += 7) {
      for (const [height, top] of [
        [640, 362.5],
        [823, 362.5],
        [1024, 314.5],
        [800, 262.5],
      ] as const) {
        const size = { width, height: Math.round(height * 0.65) };
        for (const places of [istanbul, turkey]) {
          const tiles = openingTiles(places, TILES, size, true, { height, top });
          expect(tiles.length).toBeLessThanOrEqual(2);
          for (const tile of tiles) expect(drawnAt(size, places), `${width}×${height}`).toContain(tile);
          if (tiles.length) expect(tiles[0]).toBe(firstAt(size, { height, top }, places));
        }
      }
    }
  });
});

describe('expectedBoxSize', () => {
  const win = (width: number, height: number) => ({
    innerHeight: height,
    document: { documentElement: { clientWidth: width } },
    matchMedia: (query: string) => ({ matches: width >= Number(query.match(/([\d.]+)rem/)![1]) * 16 }) as MediaQueryList,
  });

  it("follows the layout's margins: a phone, a tablet, a laptop, a wide screen", () => {
    expect(expectedBoxSize(win(412, 823))).toEqual({ width: 380, height: 535 });
    expect(expectedBoxSize(win(768, 1024))).toEqual({ width: 720, height: 666 });
    expect(expectedBoxSize(win(1280, 800))).toEqual({ width: 960, height: 520 });
    expect(expectedBoxSize(win(2560, 1440))).toEqual({ width: 1280, height: 936 });
  });

  it('is never lower than the box’s minimum (20 rem)', () => {
    expect(expectedBoxSize(win(640, 360)).height).toBe(320);
  });
});
