// @vitest-environment happy-dom
import { tileFailures } from './tile-failures';
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '../../../../shared/places-words';
import { FIT, fitPlaces, groupNearby, pixelOrigin, pointInView, project, tilesInView, unproject, type LatLng, type MapView, type Size } from './map-view';

/**
 * The still first view must be the picture Leaflet draws: the view Leaflet fits, and from it the
 * same tiles and marker positions, checked against Leaflet itself on a map of the same size
 * (happy-dom has no layout: the map's box is given its size by hand).
 */
const maps: L.Map[] = [];
afterEach(() => {
  for (const map of maps.splice(0)) map.remove();
  document.body.innerHTML = '';
});

function leafletMap(size: Size, start: MapView) {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: size.width });
  Object.defineProperty(box, 'clientHeight', { value: size.height });
  document.body.append(box);
  const map = L.map(box, { center: [start.center.lat, start.center.lng], zoom: start.zoom, fadeAnimation: false, zoomAnimation: false, markerZoomAnimation: false });
  maps.push(map);
  const layer = L.tileLayer('https://tiles.example/{z}/{x}/{y}{r}.png').addTo(map);
  return { map, layer };
}

/** What PlacesMap's FitBounds does when the places change under a live map. */
function leafletFit(map: L.Map, places: LatLng[]) {
  if (places.length === 1) map.setView([places[0].lat, places[0].lng], FIT.singleZoom, { animate: false });
  else if (places.length > 1) map.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number])), { padding: [FIT.padding, FIT.padding], maxZoom: FIT.maxZoom, animate: false });
}

const istanbul: LatLng[] = [
  { lat: 41.0256, lng: 28.9741 },
  { lat: 40.9814, lng: 29.0253 },
  { lat: 41.0369, lng: 28.985 },
  { lat: 41.0082, lng: 28.9784 },
];
const turkey: LatLng[] = [...istanbul, { lat: 38.4237, lng: 27.1428 }, { lat: 36.8969, lng: 30.7133 }, { lat: 39.9334, lng: 32.8597 }];
const crowded: LatLng[] = [
  { lat: 41.0256, lng: 28.9741 },
  { lat: 41.02562, lng: 28.97413 },
  { lat: 41.02558, lng: 28.97407 },
  { lat: 40.9814, lng: 29.0253 },
];
// A phone (360 px wide page), a laptop, a short phone in landscape.
const sizes: Size[] = [
  { width: 328, height: 416 },
  { width: 1024, height: 585 },
  { width: 361, height: 320 },
];

describe('the still map agrees with Leaflet', () => {
  it('projects and unprojects as EPSG:3857 does', () => {
    for (const p of turkey) {
      for (const zoom of [3, 11, 16]) {
        const ours = project(p, zoom);
        const theirs = L.CRS.EPSG3857.latLngToPoint(L.latLng(p.lat, p.lng), zoom);
        expect(ours).toEqual({ x: theirs.x, y: theirs.y });
        const back = unproject(ours, zoom);
        expect(back.lat).toBeCloseTo(p.lat, 9);
        expect(back.lng).toBeCloseTo(p.lng, 9);
      }
    }
  });

  for (const [name, places] of Object.entries({ none: [], one: istanbul.slice(0, 1), istanbul, turkey, crowded })) {
    for (const size of sizes) {
      it(`${name} in ${size.width}×${size.height}: the view Leaflet fits; started there, the same pixel origin, markers and tiles`, () => {
        const view = fitPlaces(places, size);
        // Leaflet's own fit from its starting view: the same zoom, the middle within a pixel
        // (Leaflet pans by whole pixels when the zoom stays).
        const fitted = leafletMap(size, { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM }).map;
        leafletFit(fitted, places);
        expect(view.zoom).toBe(fitted.getZoom());
        const apart = fitted.project(fitted.getCenter()).subtract(fitted.project([view.center.lat, view.center.lng]));
        expect(Math.abs(apart.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(apart.y)).toBeLessThanOrEqual(1);

        // The live map starts at our view (PlacesMap is given it): everything lands where ours is.
        const { map, layer } = leafletMap(size, view);
        const origin = pixelOrigin(view, size);
        expect(origin).toEqual({ x: map.getPixelOrigin().x, y: map.getPixelOrigin().y });
        for (const p of places) {
          const theirs = map.latLngToLayerPoint([p.lat, p.lng]).round();
          expect(pointInView(p, view, origin)).toEqual({ x: theirs.x, y: theirs.y });
        }
        // happy-dom's screen is not 'retina': Leaflet's {r} is empty, as ours is asked to be.
        const leafletTiles = Object.values((layer as unknown as { _tiles: Record<string, { el: HTMLImageElement }> })._tiles).map(({ el }) => ({
          url: el.getAttribute('src'),
          left: L.DomUtil.getPosition(el).x,
          top: L.DomUtil.getPosition(el).y,
        }));
        const ours = tilesInView('https://tiles.example/{z}/{x}/{y}{r}.png', view, size, false).map(({ url, left, top }) => ({ url, left, top }));
        const byUrl = (a: { url: string | null }, b: { url: string | null }) => String(a.url).localeCompare(String(b.url));
        expect(ours.length).toBeGreaterThan(0);
        expect(ours.sort(byUrl)).toEqual(leafletTiles.sort(byUrl));
      });
    }
  }

  it('asks for 2× tiles on a high-density screen when the address has {r}, and fills {s}', () => {
    const view = fitPlaces(istanbul, sizes[0]);
    const [first] = tilesInView('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', view, sizes[0], true);
    expect(first.url).toMatch(/^https:\/\/[abc]\.tiles\.example\/\d+\/\d+\/\d+@2x\.png$/);
    expect(tilesInView('https://tile.openstreetmap.org/{z}/{x}/{y}.png', view, sizes[0], true)[0].url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
  });

  it('lists the middle tile first (it is asked for first and makes the largest paint)', () => {
    const size = sizes[1];
    const [first] = tilesInView('/{z}/{x}/{y}.png', fitPlaces(turkey, size), size, false);
    expect(first.left).toBeLessThanOrEqual(size.width / 2);
    expect(first.left + 256).toBeGreaterThanOrEqual(size.width / 2);
    expect(first.top).toBeLessThanOrEqual(size.height / 2);
    expect(first.top + 256).toBeGreaterThanOrEqual(size.height / 2);
  });

  it('keeps the default view for no places, zoom 15 on one, 16 on places on one spot', () => {
    expect(fitPlaces([], sizes[0])).toEqual({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
    expect(fitPlaces([istanbul[1]], sizes[0])).toEqual({ center: istanbul[1], zoom: 15 });
    expect(fitPlaces([istanbul[1], { ...istanbul[1] }], sizes[0]).zoom).toBe(16);
  });
});

describe('groupNearby', () => {
  const at = (p: { x: number; y: number }) => p;
  it('draws places closer than the radius as one group at their mean, and keeps far ones apart', () => {
    const groups = groupNearby([{ x: 100, y: 100 }, { x: 110, y: 104 }, { x: 300, y: 300 }, { x: 104, y: 96 }], at);
    expect(groups.map((g) => g.members.length)).toEqual([3, 1]);
    expect(groups[0].at).toEqual({ x: 105, y: 100 });
    expect(groups[1].at).toEqual({ x: 300, y: 300 });
  });
  it('joins the nearest group when two are in reach', () => {
    const groups = groupNearby([{ x: 0, y: 0 }, { x: 80, y: 0 }, { x: 45, y: 0 }], at);
    expect(groups.map((g) => g.members)).toEqual([[{ x: 0, y: 0 }], [{ x: 80, y: 0 }, { x: 45, y: 0 }]]);
  });
});

describe('tileFailures', () => {
  it('calls the map broken at the second failure when no tile has loaded, never after a tile has', () => {
    const none = tileFailures();
    expect(none.failed()).toBe(false);
    expect(none.failed()).toBe(true);
    const some = tileFailures();
    some.loaded();
    expect([some.failed(), some.failed(), some.failed()]).toEqual([false, false, false]);
  });
});
