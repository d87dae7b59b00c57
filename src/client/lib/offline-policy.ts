/**
 * Which API reads the service worker (src/sw/sw.ts) may answer from its cache. Plain functions of
 * the URL so the rule is unit-tested; everything not named here always goes to the network:
 * writes, sign-in (/api/auth/*), the live stream (/api/events), searches, invites, exports.
 */
import { featureData } from '../../shared/features';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';

/** The caches holding API answers; logout and sign-in delete them (two people may share a phone). */
export const API_CACHES = { lists: 'api-lists', photos: 'api-photos' } as const;

/** Each language's catalogue chunks (scripts/catalogue-chunks.ts): not precached, kept (in WORDS_CACHE, no one's private data) as they load. */
export const WORDS_CACHE = 'words';
export const CATALOGUE_PATHS = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((language) => `/assets/${language}/`);

/** Response header the worker adds to an answer it took from its cache because the network failed. */
export const FROM_CACHE_HEADER = 'X-Defterimiz-Offline';

/**
 * Lists read last (issue 13) plus what the shell needs to draw them (who is signed in, the couple,
 * the bell): each feature's manifest names its reads (src/shared/features/<feature>.ts, `offline`).
 */
const offline = featureData.map((f) => f.offline);
const LIST_PATHS = new Set(offline.flatMap((o) => o?.reads ?? []));
/** Only the first page of each sort/filter; later pages (with a cursor) need the network. */
const FIRST_PAGE_ONLY = new Set(offline.flatMap((o) => o?.firstPageOnly ?? []));

const PHOTO = /^\/api\/photos\/[^/]+(\/thumb)?$/;

export type CachePolicy = 'network-first' | 'photo' | null;

export function cachePolicy(url: URL, method: string, origin: string): CachePolicy {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (LIST_PATHS.has(url.pathname)) return 'network-first';
  if (FIRST_PAGE_ONLY.has(url.pathname)) return url.searchParams.has('cursor') ? null : 'network-first';
  if (PHOTO.test(url.pathname)) return 'photo';
  return null;
}

/** Navigations answered with the precached index.html: every page, never an API or file URL. */
export function isAppNavigation(url: URL): boolean {
  return !url.pathname.startsWith('/api/') && url.pathname !== '/api' && !/\.[a-z0-9]+$/i.test(url.pathname);
}
