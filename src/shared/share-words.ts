/**
 * The share sheet's constants, shapes and Turkish words (issue 21), apart from the parser in
 * share.ts: the app's shell (the login's continuation, the routes, signing out) needs these and
 * nothing else, so the parser stays out of every page's first load.
 */
import { words } from './i18n/words';

export const SHARE_ACTION = '/paylas';
/** The query parameter carrying the stash's one-time id. */
export const SHARE_PARAM = 'paylasim';
export const SHARE_FIELDS = { title: 'title', text: 'text', url: 'url', files: 'photos' } as const;
/** Files kept from one share; the memory form itself takes MEMORY_MAX_PHOTOS and says so. */
export const SHARE_MAX_FILES = 20;
/** Bytes of one shared file kept (the client shrinks photos; the server refuses more anyway). */
export const SHARE_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Characters of each text field kept and searched: a huge paste is cut, never scanned whole. */
export const SHARE_TEXT_MAX = 4000;
/** A stash no page took within this time is deleted (the next share or the worker's start sweeps). */
export const SHARE_STASH_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * What the stash holds at most, all shares together (issue 33: a page could make the worker keep
 * 20 × 50 MB per visit, visit after visit). A new share makes room by dropping the oldest stashes;
 * files of one share beyond the bytes are left out (and said so, as too-large ones are).
 */
export const SHARE_STASH_LIMITS = { bytes: 100 * 1024 * 1024, stashes: 10 };

export type ShareKind = 'music' | 'memories' | 'places' | 'quotes';

/** The page of each kind: the worker's redirect and the choice page's buttons. */
export const SHARE_PAGES: Record<ShareKind, string> = { music: '/music', memories: '/memories', places: '/places', quotes: '/quotes' };

export interface SharedText {
  title: string;
  text: string;
  url: string;
}

export interface Point {
  lat: number;
  lng: number;
}

export type ShareTarget =
  | { kind: 'music'; link: string; videoId: string }
  | { kind: 'memories' }
  | { kind: 'places'; point: Point }
  /** Nothing recognised: the page asks 'Nereye eklensin?'. */
  | { kind: 'choose' };

export const shareMessages = words('share-words', 'shareMessages', {
  title: 'Nereye eklensin?',
  intro: 'Paylaştığınız içerik:',
  photos: (n: number) => `${n} fotoğraf`,
  empty: 'Paylaşılan içerik boş.',
  missing: 'Paylaşılan içerik bulunamadı ya da zaten açıldı. Lütfen yeniden paylaşın.',
  failed: 'Paylaşılan içerik alınamadı. Lütfen yeniden paylaşın.',
  loginFirst: 'Paylaştığınız içerik giriş yaptıktan sonra açılacak.',
  choices: {
    music: { label: 'Müzik', hint: 'Günün şarkısı olarak' },
    memories: { label: 'Anı', hint: 'Yeni bir anı olarak' },
    places: { label: 'Mekan', hint: 'Yeni bir mekan olarak' },
    quotes: { label: 'Alıntı', hint: 'Alıntılar’a' },
  },
  cancel: 'Vazgeç',
} as const);

/** A stash id as the worker makes them (crypto.randomUUID); anything else in the address is ignored. */
export const isShareId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

