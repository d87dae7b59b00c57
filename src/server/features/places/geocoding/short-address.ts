import { PLACE_ADDRESS_MAX, PLACE_NAME_MAX, type GeoResult } from '../../../../shared/places';
import { fitCommaParts, fitParts, fitText } from '../../../../shared/fit-text';

/** The tooltip's whole address is only shown, never saved; this keeps an odd answer from bloating the page. */
export const FULL_ADDRESS_MAX = 1000;

type Part = string | undefined | null;

/** Road and house number, the Turkish way in Türkiye ('Galata Kulesi Sk. No:1'), 'Road 1' elsewhere. */
export function street(road: Part, houseNumber: Part, countryCode: Part): string {
  const r = road?.trim() ?? '';
  const n = houseNumber?.trim() ?? '';
  if (!r) return '';
  if (!n) return r;
  return countryCode?.toLowerCase() === 'tr' ? `${r} No:${n}` : `${r} ${n}`;
}

/**
 * A short readable address from its parts, most precise first (name, road and number, district,
 * city, country): blanks and repeats are skipped, and trailing parts are dropped, whole, until it
 * fits PLACE_ADDRESS_MAX. '' when not even the first part fits.
 */
export const joinParts = (parts: Part[]): string => fitParts(parts.map((p) => p ?? ''), ', ', PLACE_ADDRESS_MAX);

/**
 * The address the form gets: the one built from parts when it says more than one thing, the
 * service's own text otherwise (fitGeoResult shortens that if it must).
 */
export const preferShort = (built: string, full: string) => (built.includes(',') ? built : full || built);

/** The first part of an address ('Galata Kulesi, Bereketzade, …' → 'Galata Kulesi'). */
export const firstPart = (address: string) => address.split(',')[0]?.trim() ?? '';

/**
 * The last guard before an answer reaches the form, whatever the service (or an answer cached
 * before this rule) says: the name and address fit the place form's limits, cut at a comma or
 * word boundary when they must be.
 */
export function fitGeoResult(r: GeoResult): GeoResult {
  const fullAddress = r.fullAddress || r.address;
  const address = fitCommaParts(r.address || fullAddress, PLACE_ADDRESS_MAX);
  return {
    name: fitText(r.name || firstPart(address), PLACE_NAME_MAX),
    address,
    fullAddress: fitCommaParts(fullAddress, FULL_ADDRESS_MAX),
    lat: r.lat,
    lng: r.lng,
  };
}
