/**
 * The places map's first view without Leaflet (decision 021): where Leaflet puts the view, the
 * tiles and the markers, computed with Leaflet's own arithmetic (EPSG:3857, 256 px tiles,
 * `fitBounds` with zoomSnap 1, a rounded pixel origin), so nothing moves when the live map takes
 * the picture's place. No DOM here: map-view.test.ts checks the numbers against Leaflet's.
 */
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '../../../../shared/places-words';

export type LatLng = { lat: number; lng: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type MapView = { center: LatLng; zoom: number };

export const TILE_SIZE = 256;
/** How the map fits its places, shared with the live map (PlacesMap). */
export const FIT = { padding: 48, maxZoom: 16, singleZoom: 15 } as const;
/** Leaflet's TileLayer maxZoom (the map zooms no further). */
const LAYER_MAX_ZOOM = 18;
/** PlacesMap's maxClusterRadius. */
export const CLUSTER_RADIUS = 50;

const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const UNIT = 0.5 / (Math.PI * R);
const scaleOf = (zoom: number) => TILE_SIZE * Math.pow(2, zoom);

/** L.CRS.EPSG3857.latLngToPoint, operation for operation (so the roundings agree). */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const d = Math.PI / 180;
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin(clamped * d);
  const x = R * lng * d;
  const y = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = scaleOf(zoom);
  return { x: scale * (UNIT * x + 0.5), y: scale * (-UNIT * y + 0.5) };
}

/** L.CRS.EPSG3857.pointToLatLng. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const scale = scaleOf(zoom);
  const px = (x / scale - 0.5) / UNIT;
  const py = (y / scale - 0.5) / -UNIT;
  const d = 180 / Math.PI;
  return { lat: (2 * Math.atan(Math.exp(py / R)) - Math.PI / 2) * d, lng: (px * d) / R };
}

/**
 * The view for these places in a map of this size: the default view for none, zoom 15 on one,
 * otherwise `map.fitBounds(bounds, { padding: [48, 48], maxZoom: 16 })` as Leaflet computes it
 * from the map's starting zoom.
 */
export function fitPlaces(places: readonly LatLng[], size: Size): MapView {
  if (places.length === 0) return { center: { ...MAP_DEFAULT_CENTER }, zoom: MAP_DEFAULT_ZOOM };
  if (places.length === 1) return { center: { lat: places[0].lat, lng: places[0].lng }, zoom: FIT.singleZoom };
  const south = Math.min(...places.map((p) => p.lat));
  const north = Math.max(...places.map((p) => p.lat));
  const west = Math.min(...places.map((p) => p.lng));
  const east = Math.max(...places.map((p) => p.lng));
  // getBoundsZoom(bounds, false, padding on both sides) from the starting zoom, snapped down.
  const from = MAP_DEFAULT_ZOOM;
  const nw = project({ lat: north, lng: west }, from);
  const se = project({ lat: south, lng: east }, from);
  const scaleX = Math.max(size.width - 2 * FIT.padding, 1) / Math.abs(se.x - nw.x);
  const scaleY = Math.max(size.height - 2 * FIT.padding, 1) / Math.abs(se.y - nw.y);
  let zoom = Math.log((Math.min(scaleX, scaleY) * scaleOf(from)) / TILE_SIZE) / Math.LN2;
  zoom = Math.floor(Math.round(zoom / 0.01) * 0.01);
  zoom = Math.min(FIT.maxZoom, Math.max(0, Math.min(LAYER_MAX_ZOOM, zoom)));
  // The bounds' middle at that zoom (the padding is the same on every side).
  const sw = project({ lat: south, lng: west }, zoom);
  const ne = project({ lat: north, lng: east }, zoom);
  return { center: unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, zoom), zoom };
}

/** The layer point at the view's top-left corner, rounded as Leaflet's setView rounds it. */
export function pixelOrigin(view: MapView, size: Size): Point {
  const c = project(view.center, view.zoom);
  return { x: Math.round(c.x - size.width / 2), y: Math.round(c.y - size.height / 2) };
}

/** Where a place is in the map's box, in CSS pixels from its top-left corner (Leaflet's rounding). */
export function pointInView(place: LatLng, view: MapView, origin: Point): Point {
  const p = project(place, view.zoom);
  return { x: Math.round(p.x) - origin.x, y: Math.round(p.y) - origin.y };
}

export type Tile = { key: string; url: string; left: number; top: number };

/**
 * The middle of the part of the box on the screen (box coordinates): the box's middle when all of
 * it shows; on a phone, where the box reaches below the screen's bottom edge, the middle of what
 * shows. The tile nearest it has the largest area on the screen (tile and box overlaps are
 * separable by axis, each largest for the tile nearest the middle): the largest paint.
 */
export function shownMiddle(size: Size, top: number, screenHeight: number): Point {
  const from = Math.max(0, -top);
  const to = Math.min(size.height, screenHeight - top);
  return { x: size.width / 2, y: to > from ? (from + to) / 2 : size.height / 2 };
}

/**
 * The tiles Leaflet's TileLayer loads for this view, with their addresses and places, nearest
 * `first` first (the middle of what shows of the box, shownMiddle; the box's middle when not
 * given). `retina` fills Leaflet's `{r}` ('@2x' on a screen with more than one device pixel per
 * CSS pixel, for tile servers that have 512 px tiles).
 */
export function tilesInView(template: string, view: MapView, size: Size, retina: boolean, first: Point = { x: size.width / 2, y: size.height / 2 }): Tile[] {
  const centre = project(view.center, view.zoom);
  const cx = Math.floor(centre.x);
  const cy = Math.floor(centre.y);
  const origin = pixelOrigin(view, size);
  const min = { x: Math.floor((cx - size.width / 2) / TILE_SIZE), y: Math.floor((cy - size.height / 2) / TILE_SIZE) };
  const max = { x: Math.ceil((cx + size.width / 2) / TILE_SIZE) - 1, y: Math.ceil((cy + size.height / 2) / TILE_SIZE) - 1 };
  const count = Math.pow(2, view.zoom);
  const tiles: Tile[] = [];
  for (let y = Math.max(min.y, 0); y <= Math.min(max.y, count - 1); y++) {
    for (let x = min.x; x <= max.x; x++) {
      const wrapped = ((x % count) + count) % count;
      const values: Record<string, string | number> = { z: view.zoom, x: wrapped, y, r: retina ? '@2x' : '', s: 'abc'[Math.abs(wrapped + y) % 3] };
      const url = template.replace(/\{ *([\w_-]+) *\}/g, (all, name: string) => String(values[name] ?? all));
      tiles.push({ key: `${view.zoom}:${x}:${y}`, url, left: x * TILE_SIZE - origin.x, top: y * TILE_SIZE - origin.y });
    }
  }
  // The tile nearest the middle of what shows first: it is asked for first and makes the largest paint.
  const mid = { x: first.x - TILE_SIZE / 2, y: first.y - TILE_SIZE / 2 };
  return tiles.sort((a, b) => Math.hypot(a.left - mid.x, a.top - mid.y) - Math.hypot(b.left - mid.x, b.top - mid.y));
}

export type Group<T> = { members: T[]; at: Point };

/**
 * Places that would sit on one another, drawn as one numbered circle as the live map's clusters
 * are: each place joins the nearest group whose middle is within the radius, in the order given;
 * a group's middle is the mean of its members.
 */
export function groupNearby<T>(items: readonly T[], at: (item: T) => Point, radius = CLUSTER_RADIUS): Group<T>[] {
  const groups: (Group<T> & { sum: Point })[] = [];
  for (const item of items) {
    const p = at(item);
    let nearest: (typeof groups)[number] | undefined;
    let best = radius;
    for (const g of groups) {
      const distance = Math.hypot(g.at.x - p.x, g.at.y - p.y);
      if (distance <= best) {
        best = distance;
        nearest = g;
      }
    }
    if (!nearest) groups.push({ members: [item], at: { ...p }, sum: { ...p } });
    else {
      nearest.members.push(item);
      nearest.sum = { x: nearest.sum.x + p.x, y: nearest.sum.y + p.y };
      nearest.at = { x: Math.round(nearest.sum.x / nearest.members.length), y: Math.round(nearest.sum.y / nearest.members.length) };
    }
  }
  return groups.map(({ members, at: point }) => ({ members, at: point }));
}
