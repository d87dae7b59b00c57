/**
 * The places' categories, map defaults, Turkish words and shapes, apart from their zod contract
 * (places.ts), so the list, the cards and the map load without zod; the form loads when opened, with
 * its own words (places-form-words.ts).
 */
import { words } from './i18n/words';
import type { IkimizFields } from './ikimiz-words';

/** Spec §9: the seven place categories, in the spec's order. */
export const PLACE_CATEGORIES = ['Restoran', 'Kafe', 'Park', 'Müze', 'Alışveriş', 'Eğlence', 'Diğer'] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** Spec §9: the map opens on İstanbul. */
export const MAP_DEFAULT_CENTER = { lat: 41.0082, lng: 28.9784 } as const;
export const MAP_DEFAULT_ZOOM = 13;
/** The location search asks the server once typing pauses this long, from this many characters. */
export const GEOCODE_DEBOUNCE_MS = 400;
export const GEOCODE_MIN_QUERY = 3;
/** The server's limits on a place's name and address; a geocoder's answer is shortened to fit them. */
export const PLACE_NAME_MAX = 120;
export const PLACE_ADDRESS_MAX = 300;
/** 'Neden?': why the couple wants to go somewhere. */
export const PLACE_REASON_MAX = 500;

/** A place is 'Gittik' (visited: it has a visit date) or 'Gideceğiz' (a wish: no visit date yet). */
export const PLACE_STATUSES = ['visited', 'wish'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];
/** The places page's filter: every place, or one of the two kinds. */
export const PLACE_FILTERS = ['all', 'visited', 'wish'] as const;
export type PlaceFilter = (typeof PLACE_FILTERS)[number];

export const placesMessages = words('places-words', 'placesMessages', {
  title: 'Mekanlar',
  signedOut: 'Yerleri görüntülemek için lütfen giriş yapın.',
  search: 'Mekan veya adres ara...',
  add: 'Yeni Mekan Ekle',
  list: 'Liste',
  map: 'Harita',
  edit: 'Düzenle',
  delete: 'Sil',
  open: 'Mekanı aç',
  addedBy: 'Ekleyen:',
  empty: 'Henüz mekan eklenmedi.',
  emptyHint: 'Birlikte gittiğiniz ilk yeri ekleyin.',
  noResults: 'Aramanızla eşleşen mekan bulunamadı.',
  confirmDelete: 'Bu yeri silmek istediğinizden emin misiniz?',
  added: 'Yer başarıyla eklendi!',
  updated: 'Yer başarıyla güncellendi!',
  deleted: 'Yer başarıyla silindi!',
  loadFailed: 'Yerler yüklenirken bir hata oluştu.',
  saveFailed: 'Yer kaydedilirken bir hata oluştu.',
  deleteFailed: 'Yer silinirken bir hata oluştu.',
  mapLoadFailed: 'Harita yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  // Issue 37: 'Gittik' and 'Gideceğiz' places.
  statusVisited: 'Gittik',
  statusWish: 'Gideceğiz',
  filterAll: 'Hepsi',
  filterLabel: 'Hangi yerler',
  reason: 'Neden?',
  markVisited: 'Gittik olarak işaretle',
  legend: 'Harita açıklaması',
  wishEmptyHint: 'Gitmek istediğiniz yerleri de ekleyebilirsiniz.',
  tabs: 'Mekanlar ve seyahatler',
  tabPlaces: 'Mekanlar',
  tabTrips: 'Seyahatler',
  // Beyond the spec: the map's own controls in Turkish (Leaflet's are English), and a circle of
  // places that sit together on the map (read out by screen readers).
  zoomIn: 'Yakınlaştır',
  zoomOut: 'Uzaklaştır',
  together: (count: number) => `${count} mekan bir arada`,
} as const);

/** What each stored category shows: the categories are stored as these Turkish words in every language. */
export const placeCategoryLabels = words('places-words', 'placeCategoryLabels', {
  Restoran: 'Restoran',
  Kafe: 'Kafe',
  Park: 'Park',
  Müze: 'Müze',
  Alışveriş: 'Alışveriş',
  Eğlence: 'Eğlence',
  Diğer: 'Diğer',
} as const satisfies Record<PlaceCategory, string>);

export interface PlacePhoto {
  id: string;
  /** Full size, for the popup and the modal preview. */
  url: string;
  /** The 400 px grid size. */
  thumbUrl: string;
}

export interface Place extends Omit<IkimizFields, 'matched'> {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  category: PlaceCategory;
  /** 'Gittik' with a visit date, or 'Gideceğiz' without one. */
  status: PlaceStatus;
  /** YYYY-MM-DD; null for a wish. */
  visitDate: string | null;
  notes: string;
  /** 'Neden?': why they want to go (kept when the wish is visited). */
  reason: string;
  photo: PlacePhoto | null;
  createdAt: string;
  updatedAt: string;
  addedBy: { id: string; displayName: string } | null;
}

/** Whether a place shows under a filter of the places page. */
export const placeInFilter = (place: Pick<Place, 'status'>, filter: PlaceFilter) => filter === 'all' || place.status === filter;

/**
 * One answer of the location search or the reverse lookup, whichever service gave it. `name` and
 * `address` are what the form fills in: the server builds them short from the answer's address
 * parts and never longer than PLACE_NAME_MAX / PLACE_ADDRESS_MAX.
 */
export interface GeoResult {
  /** A short name ('Galata Kulesi'), or the first part of the address. */
  name: string;
  /** A short readable address in Turkish: name, road and number, district, city, country. */
  address: string;
  /** The whole address as the service writes it (Nominatim's display_name), for a tooltip. */
  fullAddress: string;
  lat: number;
  lng: number;
}

/**
 * An address as shown under its place's name: without the name it starts with, when it does
 * ('Galata Kulesi, Bereketzade, …' under 'Galata Kulesi' → 'Bereketzade, …'). Display only; the
 * stored address keeps it.
 */
export function addressUnderName(address: string, name: string): string {
  const prefix = `${name.trim()}, `;
  return name.trim() && address.startsWith(prefix) ? address.slice(prefix.length) : address;
}
