import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, routeKm } from './geo';

const degree = (Math.PI * EARTH_RADIUS_KM) / 180;

describe('haversine distance', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm({ lat: 38.6431, lng: 34.8289 }, { lat: 38.6431, lng: 34.8289 })).toBe(0);
  });

  it('is half the circumference from pole to pole, a quarter along the equator to 90° east', () => {
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
  });

  it('one degree of a meridian, and one degree across the 180th meridian the short way', () => {
    expect(distanceKm({ lat: 10, lng: 30 }, { lat: 11, lng: 30 })).toBeCloseTo(degree, 6);
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(degree, 6);
  });

  it('shrinks along a parallel by the cosine of its latitude (for a short step)', () => {
    const km = distanceKm({ lat: 60, lng: 10 }, { lat: 60, lng: 10.01 });
    expect(km).toBeCloseTo(0.01 * degree * Math.cos(Math.PI / 3), 4);
  });

  it('is the same both ways, and London–Paris is about 343.6 km', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(distanceKm(paris, london), 9);
    expect(distanceKm(london, paris)).toBeCloseTo(343.6, 0);
  });

  it('stays finite for antipodes (rounding never takes asin past 1)', () => {
    expect(distanceKm({ lat: 41.0082, lng: 28.9784 }, { lat: -41.0082, lng: -151.0216 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 3);
  });
});

describe('a route’s length', () => {
  it('is nothing for no point or one', () => {
    expect(routeKm([])).toBe(0);
    expect(routeKm([{ lat: 1, lng: 2 }])).toBe(0);
  });

  it('adds the legs in the order visited, so going back and forth counts twice', () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 1, lng: 0 };
    const c = { lat: 2, lng: 0 };
    expect(routeKm([a, b, c])).toBeCloseTo(2 * degree, 6);
    expect(routeKm([a, c, b])).toBeCloseTo(3 * degree, 6);
    expect(routeKm([a, b, a, b])).toBeCloseTo(3 * degree, 6);
  });
});
