/**
 * The phone's share sheet into the app (issue 21): what a shared item is, read the same way by the
 * service worker (src/sw/share.ts, which picks the page to open) and by the page that opens the
 * modal. Pure and without zod, so the worker bundles it. Nothing here trusts the input: only
 * http(s) links and `geo:` are read, text is cut before it is searched, and a coordinate out of
 * range (or 0,0, which is no place anyone shares) is not a place.
 *
 * The manifest's share_target (scripts/pwa-manifest.ts) posts multipart form data to
 * SHARE_ACTION with the fields named in SHARE_FIELDS; the worker stashes it under a one-time id
 * and redirects (303) to the page of its kind with `?paylasim=<id>`.
 */
import { parseYouTubeLink } from './music-words';
import { fitText } from './fit-text';
import { webLink } from './web-link';

// The constants, types and words live in share-words.ts (the app's shell needs them, not the parser).
export * from './share-words';
import { SHARE_ACTION, SHARE_PAGES, SHARE_PARAM, SHARE_TEXT_MAX, type Point, type SharedText, type ShareTarget } from './share-words';

/** A field as the worker keeps it: a string, trimmed, at most SHARE_TEXT_MAX characters. */
export function cleanField(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.slice(0, SHARE_TEXT_MAX).replaceAll('\u0000', '').trim();
}

/** The http(s) links in a text, in order (at most 20; only the first SHARE_TEXT_MAX characters are read). */
export function findLinks(text: string): string[] {
  const found = text.slice(0, SHARE_TEXT_MAX).match(/\bhttps?:\/\/[^\s<>"'`]+/gi) ?? [];
  return found.slice(0, 20).map((link) => link.replace(/[),.;:!?»”’]+$/u, ''));
}

/** The candidates a link or a place may come from: the url field, then the links in text and title. */
function candidates(shared: SharedText): string[] {
  const url = cleanField(shared.url);
  return [...(url ? [url] : []), ...findLinks(cleanField(shared.text)), ...findLinks(cleanField(shared.title))];
}

const NUMBER = /^[-+]?\d{1,3}(?:\.\d{1,15})?$/;

/** A coordinate pair from two strings, or null when either is not a plain number in range. */
export function toPoint(latText: string | null | undefined, lngText: string | null | undefined): Point | null {
  const a = (latText ?? '').trim();
  const b = (lngText ?? '').trim();
  if (!NUMBER.test(a) || !NUMBER.test(b)) return null;
  const lat = Number(a);
  const lng = Number(b);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

/** "lat,lng" (spaces allowed after the comma), optionally followed by a label. */
function pairPoint(value: string | null): Point | null {
  if (!value) return null;
  const m = /^\s*([-+]?[\d.]+)\s*,\s*([-+]?[\d.]+)/.exec(value);
  return m ? toPoint(m[1], m[2]) : null;
}

const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})$/;
const OSM_HOST = /^(?:www\.)?openstreetmap\.org$/;
const APPLE_HOST = /^maps\.apple\.com$/;

function googlePoint(url: URL): Point | null {
  const host = url.hostname.toLowerCase();
  if (!GOOGLE_HOST.test(host)) return null;
  // google.com/maps…, or maps.google.com with any path.
  if (!host.startsWith('maps.') && !/^\/maps(?:\/|$)/.test(url.pathname)) return null;
  const path = decodeSafe(url.pathname);
  // The pin itself (`!3d<lat>!4d<lng>` in the data segment) before the camera's position.
  const pin = /!3d([-+]?[\d.]+)!4d([-+]?[\d.]+)/.exec(path);
  const fromPin = pin && toPoint(pin[1], pin[2]);
  if (fromPin) return fromPin;
  for (const key of ['q', 'query', 'll', 'center', 'destination']) {
    const point = pairPoint(url.searchParams.get(key));
    if (point) return point;
  }
  const camera = /@([-+]?[\d.]+),([-+]?[\d.]+)/.exec(path);
  const fromCamera = camera && toPoint(camera[1], camera[2]);
  if (fromCamera) return fromCamera;
  // /maps/place/41.02,28.97 or /maps/search/41.02,+28.97
  const inPath = /\/maps\/(?:place|search|dir)\/([-+]?[\d.]+),\s*\+?([-+]?[\d.]+)/.exec(path);
  return inPath ? toPoint(inPath[1], inPath[2]) : null;
}

function osmPoint(url: URL): Point | null {
  if (!OSM_HOST.test(url.hostname.toLowerCase())) return null;
  const marker = toPoint(url.searchParams.get('mlat'), url.searchParams.get('mlon'));
  if (marker) return marker;
  const map = /(?:^|&)map=\d{1,2}\/([-+]?[\d.]+)\/([-+]?[\d.]+)/.exec(url.hash.replace(/^#/, ''));
  return map ? toPoint(map[1], map[2]) : null;
}

function applePoint(url: URL): Point | null {
  if (!APPLE_HOST.test(url.hostname.toLowerCase())) return null;
  for (const key of ['ll', 'coordinate', 'q', 'sll']) {
    const point = pairPoint(url.searchParams.get(key));
    if (point) return point;
  }
  return null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `geo:lat,lng[,alt][;u=…][?q=…]` (RFC 5870, and Android's `geo:0,0?q=lat,lng(Label)`), or null.
 */
export function parseGeoUri(input: string): Point | null {
  const raw = input.trim();
  const m = /^geo:([-+]?[\d.]+),([-+]?[\d.]+)(?:,[-+]?[\d.]+)?(?:;[^?]*)?(?:\?(.*))?$/i.exec(raw);
  if (!m) return null;
  const direct = toPoint(m[1], m[2]);
  if (direct) return direct;
  const query = m[3] ? new URLSearchParams(m[3]).get('q') : null;
  return pairPoint(query);
}

/** A map link (Google Maps, OpenStreetMap, Apple Maps) or `geo:` URI → the point it shows, or null. */
export function parseMapLink(input: string): Point | null {
  const raw = input.trim();
  if (!raw || raw.length > SHARE_TEXT_MAX) return null;
  if (/^geo:/i.test(raw)) return parseGeoUri(raw);
  const url = webLink(raw);
  return url && (googlePoint(url) ?? osmPoint(url) ?? applePoint(url));
}

/** The first `geo:` URI in a text (a contact card or a maps app may share it inside other words). */
function geoInText(text: string): Point | null {
  const m = /(?:^|\s)(geo:[^\s]+)/i.exec(text.slice(0, SHARE_TEXT_MAX));
  return m ? parseGeoUri(m[1]) : null;
}

/**
 * Where a shared item goes: photos to 'Yeni Anı Ekle', a YouTube video link to 'Yeni Müzik Ekle',
 * a map link or `geo:` text to 'Yeni Mekan Ekle'; anything else to the choice page.
 */
export function classifyShare(shared: SharedText, fileCount: number): ShareTarget {
  if (fileCount > 0) return { kind: 'memories' };
  const links = candidates(shared);
  for (const link of links) {
    const videoId = parseYouTubeLink(link);
    if (videoId) return { kind: 'music', link, videoId };
  }
  for (const link of links) {
    const point = parseMapLink(link);
    if (point) return { kind: 'places', point };
  }
  const point = geoInText(cleanField(shared.text)) ?? geoInText(cleanField(shared.title));
  if (point) return { kind: 'places', point };
  return { kind: 'choose' };
}

/** The page the worker sends a share to (303 after the POST). */
export function sharePage(target: ShareTarget, id: string): string {
  const path = target.kind === 'choose' ? SHARE_ACTION : SHARE_PAGES[target.kind];
  return `${path}?${SHARE_PARAM}=${encodeURIComponent(id)}`;
}

/** The shared words as one text: title, text and link, without repeating one inside another. */
export function shareBody(shared: SharedText, max = 2000): string {
  const parts: string[] = [];
  for (const part of [cleanField(shared.title), cleanField(shared.text), cleanField(shared.url)]) {
    if (!part || parts.some((p) => p.includes(part))) continue;
    for (let i = parts.length - 1; i >= 0; i -= 1) if (part.includes(parts[i])) parts.splice(i, 1);
    parts.push(part);
  }
  return fitText(parts.join('\n'), max);
}

/** A short name from the share (its title, else the first line of its text), for a title field. */
export function shareName(shared: SharedText, max = 120): string {
  const title = cleanField(shared.title);
  const first = title || cleanField(shared.text).split(/\r?\n/)[0] || '';
  // A bare link is no name.
  return /^(?:https?|geo):/i.test(first.trim()) ? '' : fitText(first.replace(/\s+/g, ' '), max);
}

/** The first http(s) link shared, for the music form's link field ('' when none). */
export function shareLink(shared: SharedText): string {
  return candidates(shared).find((l) => /^https?:\/\//i.test(l) && l.length <= 500) ?? '';
}
