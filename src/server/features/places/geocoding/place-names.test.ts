import { describe, expect, it } from 'vitest';
import { GoogleGeocoder } from './google';
import { NominatimGeocoder } from './nominatim';
import { MinIntervalQueue } from './throttle';
import { replay } from './fixtures/replay';

/**
 * Issue 33, "a place search result without its name": a search for 'palais royal' whose answers
 * carry no top-level `name` listed only streets, so the palace could not be told from the rest.
 * The name now comes from the result itself, whatever shape its answer has.
 */
const nominatim = (fetch: ReturnType<typeof replay>) =>
  new NominatimGeocoder({ baseUrl: 'https://nominatim.test', userAgent: 'Defterimiz/0.1 (test)', queue: new MinIntervalQueue('nominatim', 1000, () => 0, async () => {}), fetch });
const google = (fetch: ReturnType<typeof replay>) => new GoogleGeocoder({ apiKey: 'k', baseUrl: 'https://maps.test/maps/api/geocode', fetch });

describe('Nominatim: the place’s name, with or without a top-level `name`', () => {
  it("names each 'palais royal' answer by the place itself, and starts its short address with that name", async () => {
    const results = await nominatim(replay('nominatim/search-palais-royal')).search('palais royal');
    expect(results.map((r) => r.name)).toEqual([
      // No `name`: the address part its category names (address.tourism).
      'Palais Royal',
      // `name` given: kept.
      'Place du Palais Royal',
      'Palais Royal - Musée du Louvre',
      // `name` empty: the part its category names (address.amenity).
      'Théâtre du Palais Royal',
      // No `name` and no part of its category or type (leisure/garden): the first part of display_name.
      'Jardin du Palais Royal',
    ]);
    expect(results[0]).toEqual({
      name: 'Palais Royal',
      address: 'Palais Royal, Rue de Valois, Paris 1er Arrondissement, Paris, Fransa',
      fullAddress: 'Palais Royal, Rue de Valois, Quartier du Palais Royal, Paris 1er Arrondissement, Paris, Île-de-France, Metropolitan Fransa, 75001, Fransa',
      lat: 48.8637916,
      lng: 2.3374042,
    });
    expect(results[3].address).toBe('Théâtre du Palais Royal, Rue de Montpensier 38, Paris 1er Arrondissement, Paris, Fransa');
    expect(results[4].address).toBe('Jardin du Palais Royal, Galerie de Montpensier, Paris 1er Arrondissement, Paris, Fransa');
  });

  it('takes the Turkish name of `namedetails` when the answer has it, else its plain name', async () => {
    const results = await nominatim(replay('nominatim/search-namedetails')).search('palais royal');
    expect(results.map((r) => r.name)).toEqual(['Palais Royal', 'Théâtre du Palais-Royal']);
    expect(results[1].address.startsWith('Théâtre du Palais-Royal, Rue de Montpensier 38')).toBe(true);
  });

  it('a nameless road is still named by its road, as before', async () => {
    const results = await nominatim(replay('nominatim/search')).search('galata kulesi');
    expect(results.map((r) => r.name)).toEqual(['Galata Kulesi', 'Galata Kulesi Sokağı']);
  });
});

describe('Google: the place’s name from its own kind of component, else formatted_address', () => {
  it("names each 'palais royal' answer", async () => {
    const results = await google(replay('google/search-palais-royal')).search('palais royal');
    expect(results.map((r) => r.name)).toEqual([
      // A tourist attraction with no component of its own kind: the first part of formatted_address.
      'Palais Royal',
      // A route: the component of the result's type.
      'Place du Palais Royal',
      // A station named by a component of its kind (formatted_address has no name at all).
      'Palais Royal - Musée du Louvre',
      // An establishment known only by its formatted_address.
      'Théâtre du Palais Royal',
    ]);
    expect(results[0].address).toBe('Palais Royal, Paris, Fransa');
    expect(results[3].address).toBe('Théâtre du Palais Royal, Rue de Montpensier 38, Paris, Fransa');
  });
});
