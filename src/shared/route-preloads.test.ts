import { describe, expect, it } from 'vitest';
import { preloadedReads, preloadedView } from './route-preloads';

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
