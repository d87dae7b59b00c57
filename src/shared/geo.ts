/** Distances on the Earth for the year's farthest place and a trip's route. Pure. */

/** The mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres (the haversine formula). */
export function distanceKm(a: LatLngPoint, b: LatLngPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a route through these points in this order: each leg as the crow flies. */
export function routeKm(points: readonly LatLngPoint[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += distanceKm(points[i - 1], points[i]);
  return km;
}
