import { describe, expect, it } from 'vitest';
import { addressUnderName, PLACE_ADDRESS_MAX, PLACE_NAME_MAX, placeInput, type GeoResult } from '../../../../shared/places';
import { GoogleGeocoder } from './google';
import { NominatimGeocoder } from './nominatim';
import { MinIntervalQueue } from './throttle';
import { fitGeoResult } from './short-address';
import { recording, replay } from './fixtures/replay';

/**
 * Issue 24: answers whose whole address is longer than the place form's 300-character limit
 * (bilingual cities, long Turkish neighbourhood chains, Google's rural formatted_address). The
 * form gets a short address built from the parts, never longer than the server accepts; the
 * whole text stays as the tooltip.
 */
const nominatim = (fetch: ReturnType<typeof replay>) =>
  new NominatimGeocoder({ baseUrl: 'https://nominatim.test', userAgent: 'Defterimiz/0.1 (test)', queue: new MinIntervalQueue('nominatim', 1000, () => 0, async () => {}), fetch });
const google = (fetch: ReturnType<typeof replay>) => new GoogleGeocoder({ apiKey: 'k', baseUrl: 'https://maps.test/maps/api/geocode', fetch });

/** What the form would send with this answer: the server's own schema accepts it. */
function saves(r: GeoResult) {
  const parsed = placeInput.safeParse({ name: r.name, address: r.address, lat: r.lat, lng: r.lng, visitDate: '2025-04-12' });
  expect(parsed.error?.issues ?? []).toEqual([]);
}

describe('long addresses (recorded answers over the 300-character limit)', () => {
  it('Nominatim search, Brussels: the 320-character display_name becomes name, road and number, district, city, country', async () => {
    const body = recording('nominatim/search-long').body as { display_name: string }[];
    expect(body[0].display_name).toHaveLength(320);
    const results = await nominatim(replay('nominatim/search-long')).search('1 Place des Palais 1000 bruxelles');
    expect(results.map((r) => r.address)).toEqual([
      'Palais Royal - Koninklijk Paleis, Place des Palais - Paleizenplein 1, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien',
      'Place des Palais - Paleizenplein 1, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien',
      'Place des Palais - Paleizenplein, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien',
    ]);
    expect(results.map((r) => r.name)).toEqual(['Palais Royal - Koninklijk Paleis', 'Place des Palais - Paleizenplein 1', 'Place des Palais - Paleizenplein']);
    expect(results[0].fullAddress).toBe(body[0].display_name);
    results.forEach(saves);
  });

  it('Nominatim reverse, Bolzano - Bozen (327 characters): the same rule for a map click', async () => {
    const result = (await nominatim(replay('nominatim/reverse-long')).reverse(46.49836, 11.35479))!;
    expect(result.fullAddress.length).toBeGreaterThan(PLACE_ADDRESS_MAX);
    expect(result).toMatchObject({
      name: 'Walther von der Vogelweide-Denkmal - Monumento a Walther von der Vogelweide',
      address:
        'Walther von der Vogelweide-Denkmal - Monumento a Walther von der Vogelweide, Piazza Walther - Waltherplatz, Centro-Piani-Rencio - Zentrum-Bozner Boden-Rentsch, Bolzano - Bozen, İtalya',
    });
    saves(result);
  });

  it('Nominatim reverse, a long Turkish chain: road "No:", mahalle, köy, ilçe, il, country', async () => {
    const result = (await nominatim(replay('nominatim/reverse-turkish-chain')).reverse(37.70682, 31.38714))!;
    expect(result.fullAddress.length).toBeGreaterThan(PLACE_ADDRESS_MAX);
    expect(result.address).toBe(
      'Şehit Piyade Uzman Çavuş Mehmet Emin Karadağ Kız Anadolu İmam Hatip Lisesi Pansiyonu, Şehit Jandarma Astsubay Kıdemli Başçavuş Mehmet Ali Karakaya Sokağı No:12, Cumhuriyet Mahallesi, Kuşçalı, Yenişarbademli, Isparta, Türkiye',
    );
    saves(result);
  });

  it('Google, a rural place (320-character formatted_address): built from address_components', async () => {
    const [result] = await google(replay('google/search-rural-long')).search('kuşçalı tabiat parkı');
    expect(result.fullAddress).toHaveLength(320);
    expect(result.name).toBe('Kuşçalı Köyü Yaylası Şehit Piyade Uzman Çavuş Mehmet Emin Karadağ Tabiat Parkı Günübirlik Kullanım Alanı');
    // Name, road No:12, the neighbourhood, ilçe and il (no locality); the postcode is left to the tooltip.
    expect(result.address).toBe(
      'Kuşçalı Köyü Yaylası Şehit Piyade Uzman Çavuş Mehmet Emin Karadağ Tabiat Parkı Günübirlik Kullanım Alanı, Şehit Jandarma Astsubay Kıdemli Başçavuş Mehmet Ali Karakaya Sokağı No:12, Yenidoğan Toplu Konut İdaresi Başkanlığı Sosyal Konutları Sitesi, Yenişarbademli, Isparta, Türkiye',
    );
    saves(result);
    const reverse = (await google(replay('google/reverse-rural-long')).reverse(37.70682, 31.38714))!;
    expect(reverse.address).toBe(
      'Şehit Jandarma Astsubay Kıdemli Başçavuş Mehmet Ali Karakaya Sokağı No:12, Yenidoğan Toplu Konut İdaresi Başkanlığı Sosyal Konutları Sitesi, Yenişarbademli, Isparta, Türkiye',
    );
    saves(reverse);
  });
});

describe('fitGeoResult: the last guard, whatever the answer', () => {
  const long = recording('nominatim/search-long').body as { display_name: string }[];

  it('an answer without address parts (or cached before them) is cut at a comma, never past the limit', () => {
    const r = fitGeoResult({ name: '', address: long[0].display_name, fullAddress: '', lat: 50.84, lng: 4.36 });
    expect(r.address.length).toBeLessThanOrEqual(PLACE_ADDRESS_MAX);
    expect(long[0].display_name.startsWith(r.address)).toBe(true);
    expect(long[0].display_name.charAt(r.address.length)).toBe(',');
    expect(r.fullAddress).toBe(long[0].display_name);
    expect(r.name).toBe('Palais Royal - Koninklijk Paleis');
    saves(r);
  });

  it('a name and an address without commas are cut at a word, with "…"', () => {
    const words = Array.from({ length: 80 }, (_, i) => `Sokak${i}`).join(' ');
    const r = fitGeoResult({ name: words, address: words, fullAddress: words, lat: 41, lng: 29 });
    expect(r.name.length).toBeLessThanOrEqual(PLACE_NAME_MAX);
    expect(r.address.length).toBeLessThanOrEqual(PLACE_ADDRESS_MAX);
    expect(r.name).toMatch(/^Sokak0 Sokak1 .* Sokak\d+…$/);
    expect(r.address).toMatch(/ Sokak\d+…$/);
    saves(r);
  });

  it('a value typed by hand past the limit still gets the Turkish message', () => {
    const parsed = placeInput.safeParse({ name: 'Ev', address: 'a'.repeat(PLACE_ADDRESS_MAX + 1), lat: 41, lng: 29, visitDate: '2025-04-12' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Adres en fazla 300 karakter olabilir.']);
  });
});

describe('addressUnderName (display only)', () => {
  it('drops the name an address starts with, and nothing else', () => {
    expect(addressUnderName('Galata Kulesi, Bereketzade, Beyoğlu', 'Galata Kulesi')).toBe('Bereketzade, Beyoğlu');
    expect(addressUnderName('Galata Kulesi Sokağı, Bereketzade', 'Galata Kulesi')).toBe('Galata Kulesi Sokağı, Bereketzade');
    expect(addressUnderName('Galata Kulesi', 'Galata Kulesi')).toBe('Galata Kulesi');
    expect(addressUnderName('Moda, Kadıköy', '')).toBe('Moda, Kadıköy');
  });
});
