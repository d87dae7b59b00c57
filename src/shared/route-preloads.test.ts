import { describe, expect, it } from 'vitest';
import { paramRoute, preloadedReads, preloadedView, readFor } from './route-preloads';

describe('the view an address picks for its preloads', () => {
  it("/places: the map with ?view=map, the cards' own view without a view (decision 028), none for an unknown one", () => {
    expect(preloadedView('/places', '?view=map')?.module).toMatch(/PlacesMapView\.tsx$/);
    expect(preloadedView('/places', '')?.module).toMatch(/places\/components\/list-view\.ts$/);
    expect(preloadedView('/places', '?place=123')?.module).toMatch(/places\/components\/list-view\.ts$/);
    expect(preloadedView('/places', '?view=takvim')).toBeUndefined();
    expect(preloadedReads('/places', '?view=map')).toEqual(['/api/places', '/api/client-config']);
    expect(preloadedReads('/places', '')).toEqual(['/api/places']);
  });

  it('a page without views has none', () => {
    expect(preloadedView('/movies', '')).toBeUndefined();
    expect(preloadedView('/places/trips', '')).toBeUndefined();
  });
});

describe('the pages with a parameter', () => {
  it('an address is the pattern it fills, with its values decoded; any other shape is none', () => {
    expect(paramRoute('/places/trips/abc/story')).toEqual({ route: '/places/trips/:id/story', params: { id: 'abc' } });
    expect(paramRoute('/places/trips/a%20b/')).toEqual({ route: '/places/trips/:id', params: { id: 'a b' } });
    expect(paramRoute('/yilimiz/2025')).toEqual({ route: '/yilimiz/:yil', params: { yil: '2025' } });
    for (const path of ['/places/trips', '/places/trips//story', '/places/trips/a/b/c', '/places/trips/%E0%A4%A/story', '/movies/x']) expect(paramRoute(path)).toBeUndefined();
    // A read for those values, encoded as the API client does.
    expect(readFor('/api/trips/:id', { id: 'a b/c' })).toBe('/api/trips/a%20b%2Fc');
  });
});
