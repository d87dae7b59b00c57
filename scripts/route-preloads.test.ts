import { describe, expect, it } from 'vitest';
import { htmlLoaded, preloadsOf, type ChunkLike } from './route-preloads';

const chunk = (fileName: string, imports: string[] = [], entry: string | null = null): ChunkLike => ({
  type: 'chunk',
  fileName,
  isEntry: fileName.startsWith('assets/index') || fileName.startsWith('assets/en/'),
  facadeModuleId: entry,
  imports,
});

// The shape of a build: index.html's entry with the framework, a page importing a card that imports
// a words file, and an English catalogue (an entry of its own, loaded by name) importing that words file.
const bundle = [
  chunk('assets/index-1.js', ['assets/framework-1.js']),
  chunk('assets/framework-1.js'),
  chunk('assets/MoviesPage-1.js', ['assets/index-1.js', 'assets/Card-1.js'], 'MoviesPage.tsx'),
  chunk('assets/Card-1.js', ['assets/ikimiz-words-1.js', 'assets/framework-1.js']),
  chunk('assets/ikimiz-words-1.js', ['assets/framework-1.js']),
  chunk('assets/en/abc/ikimiz-rule-words.js', ['assets/ikimiz-words-1.js']),
  chunk('assets/PlacesMapView-1.js', ['assets/Card-1.js', 'assets/leaflet-1.js'], 'PlacesMapView.tsx'),
  chunk('assets/PlacesPage-1.js', ['assets/Card-1.js'], 'PlacesPage.tsx'),
  chunk('assets/leaflet-1.js'),
];
const chunkOf = (module: string) => bundle.find((c) => c.facadeModuleId === module)!;

describe('route preloads', () => {
  it('counts what index.html loads as loaded, and not what only a language catalogue imports', () => {
    expect([...htmlLoaded(bundle, ['assets/en'])].sort()).toEqual(['assets/framework-1.js', 'assets/index-1.js']);
  });

  it("lists every chunk of a page's static imports that index.html does not load, a catalogue's imports included", () => {
    const out = preloadsOf(bundle, { '/movies': { page: 'MoviesPage.tsx' } }, chunkOf);
    expect(out['/movies']).toEqual(['/assets/MoviesPage-1.js', '/assets/Card-1.js', '/assets/ikimiz-words-1.js']);
  });

  it("lists under a view only the chunks its module adds to its page's", () => {
    const out = preloadsOf(bundle, { '/places': { page: 'PlacesPage.tsx', views: [{ param: 'view', value: 'map', module: 'PlacesMapView.tsx' }] } }, chunkOf);
    expect(out['/places?view=map']).toEqual(['/assets/PlacesMapView-1.js', '/assets/leaflet-1.js']);
  });
});
