import { turkishOf, words } from './i18n/words';

/**
 * What the browser needs to know about the server's outside services: addresses it loads from
 * itself (map tiles, the YouTube player) and which optional features have a key. Never a key.
 */
export interface ClientConfig {
  map: { tileUrl: string; attribution: string };
  youtube: { iframeApiUrl: string; playerHost: string; searchEnabled: boolean };
  /** Web Push: the server's VAPID public key (applicationServerKey); the private key never leaves the server. */
  push: { vapidPublicKey: string };
}

export const mapWords = words('client-config', 'mapWords', {
  /** The map tiles' credit (OpenStreetMap's licence asks for it), as Leaflet shows it. */
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıda bulunanlar',
  /** Leaflet's own words (client/lib/leaflet-words.ts): its zoom buttons, its credit's title, a popup's close button. */
  zoomIn: 'Yakınlaştır',
  zoomOut: 'Uzaklaştır',
  leaflet: 'Etkileşimli haritalar için bir JavaScript kütüphanesi',
  closePopup: 'Kapat',
});

/** @deprecated The Turkish credit; the server sends mapWords.attribution in the requester's language. */
export const OSM_ATTRIBUTION = turkishOf(mapWords).attribution;
