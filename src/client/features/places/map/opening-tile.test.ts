import { describe, expect, it } from 'vitest';
import { fitPlaces, tilesInView } from './map-view';
import { expectedBoxSize, openingTile } from './PlacesMapView';

const TILES = 'https://tiles.example.com/{z}/{x}/{y}{r}.png';
const istanbul = [
  { lat: 41.0256, lng: 28.9741 },
  { lat: 40.9814, lng: 29.0253 },
];
const middleAt = (width: number, height: number) => tilesInView(TILES, fitPlaces(istanbul, { width, height }), { width, height }, true)[0].url;

describe('openingTile', () => {
  it('is the middle tile the still picture asks for first', () => {
    const size = { width: 328, height: 481 };
    expect(openingTile(istanbul, TILES, size, true)).toBe(middleAt(328, 481));
    expect(openingTile(istanbul, TILES, size, true)).toMatch(/@2x\.png$/);
  });

  it('is none where a few pixels more or less would give another tile: a wrong guess costs no request', () => {
    // A width at which the fitted zoom (hence the middle tile) changes within ±16 px.
    const edge = Array.from({ length: 1200 }, (_, i) => 200 + i).find((w) => middleAt(w - 16, 535) !== middleAt(w + 16, 535));
    expect(edge).toBeDefined();
    expect(openingTile(istanbul, TILES, { width: edge!, height: 535 }, true)).toBeUndefined();
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
