import { describe, expect, it } from 'vitest';
import { preloadRouteData } from './preload-route-data';

function fakeDocument() {
  const appended: Record<string, string>[] = [];
  const doc = {
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (el: Record<string, string>) => appended.push(el),
      querySelector: (selector: string) => appended.find((el) => selector.includes(`[href="${el.href}"]`)) ?? null,
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('preloadRouteData', () => {
  it("preloads the list a page's query will fetch, the way the API client fetches it", () => {
    const { doc, appended } = fakeDocument();
    preloadRouteData('/movies', doc);
    preloadRouteData('/quotes/', doc);
    preloadRouteData('/', doc);
    expect(appended).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/movies' },
      // The member's own wishes draw the list's 'İstiyorum' buttons (İkimiz).
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/wishes' },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/quotes' },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/api/home' },
    ]);
  });

  it("preloads what a view named in the query draws with: the places map's tile address", () => {
    const { doc, appended } = fakeDocument();
    preloadRouteData('/places', doc, '?view=map');
    expect(appended.map((l) => l.href)).toEqual(['/api/places', '/api/client-config']);
    const list = fakeDocument();
    preloadRouteData('/places', list.doc, '?view=list');
    preloadRouteData('/movies', list.doc, '?view=map');
    expect(list.appended.map((l) => l.href)).toEqual(['/api/places', '/api/movies', '/api/wishes']);
  });

  it("preloads the memories grid's first page and 'on this day'; the calendar, which reads its month, only the latter", () => {
    const grid = fakeDocument();
    preloadRouteData('/memories', grid.doc);
    expect(grid.appended.map((l) => l.href)).toEqual(['/api/memories?sort=date-desc', '/api/memories/on-this-day']);
    const calendar = fakeDocument();
    preloadRouteData('/memories', calendar.doc, '?view=calendar');
    expect(calendar.appended.map((l) => l.href)).toEqual(['/api/memories/on-this-day']);
  });

  it('adds nothing when the page already preloads that list (the server wrote it into the HTML)', () => {
    const { doc, appended } = fakeDocument();
    preloadRouteData('/movies', doc);
    preloadRouteData('/movies', doc);
    expect(appended).toHaveLength(2);
  });

  it("preloads a trip's story's trip, named by its address, and the tile address; the trip's page its trip", () => {
    const { doc, appended } = fakeDocument();
    preloadRouteData('/places/trips/4f1c-a/story', doc);
    preloadRouteData('/places/trips/9%20b/', doc);
    expect(appended.map((l) => l.href)).toEqual(['/api/trips/4f1c-a', '/api/client-config', '/api/trips/9%20b']);
    expect(appended.every((l) => l.as === 'fetch' && l.crossOrigin === 'anonymous')).toBe(true);
  });

  it('preloads nothing for other pages', () => {
    const { doc, appended } = fakeDocument();
    for (const path of ['/login', '/settings', '/movie-game', '/movies/extra', '/places/trips//story', '/places/trips/a/b/c']) preloadRouteData(path, doc);
    expect(appended).toEqual([]);
  });
});
